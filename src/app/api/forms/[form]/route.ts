import { NextResponse } from 'next/server';
import { isAppLocale } from '@/i18n/routing';
import { FORM_NAMES, type FormName } from '@/features/forms/model/form-definitions';
import { readBoundedBytes } from '@/lib/http/bounded-body';
import { clientAddress } from '@/server/client-address';
import { formChoices } from '@/features/forms/server/form-choices';
import { handleSubmission, type SubmissionOutcome } from '@/features/forms/server/handle-submission';
import { RESUME_MAX_BYTES } from '@/features/forms/server/resume-file';
import { submissionServices } from '@/features/forms/server/submissions-service';

const noStore = { 'cache-control': 'no-store' };

/** A form's whole body: the résumé and its envelope for a job application, far less for the others. */
const BODY_LIMIT: Record<FormName, number> = {
  contact: 64 * 1024,
  newsletter: 16 * 1024,
  job: RESUME_MAX_BYTES + 128 * 1024,
};

const isFormName = (value: string): value is FormName => (FORM_NAMES as readonly string[]).includes(value);

function answer(outcome: SubmissionOutcome) {
  const { status, ...body } = outcome;
  const headers: Record<string, string> = { ...noStore };
  if (outcome.kind === 'rateLimited') headers['retry-after'] = String(outcome.retryAfterSeconds);
  return NextResponse.json(body, { status, headers });
}

/**
 * POST /api/forms/{contact|newsletter|job}?locale=pt|en: the forms' endpoint
 * for the browser (the pages' forms send here with JavaScript, and fall back
 * to a server action without it). Multipart or URL-encoded only (415), a
 * bounded body (413), then `handleSubmission`: 201 stored, 200 already stored
 * (same idempotency key), 422 with each field's reason, 415 for a résumé that
 * is not PDF/DOC/DOCX, 429 with Retry-After, 503 if the database failed.
 */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  if (!isFormName(form)) return NextResponse.json({ kind: 'notFound' }, { status: 404, headers: noStore });
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    return NextResponse.json({ kind: 'unsupportedMediaType' }, { status: 415, headers: noStore });
  }
  const read = await readBoundedBytes(request, BODY_LIMIT[form]);
  if (!read.ok) return answer({ status: 413, kind: 'tooLarge' });
  let data: FormData;
  try {
    data = await new Response(new Blob([read.bytes as Uint8Array<ArrayBuffer>]), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    return NextResponse.json({ kind: 'malformed' }, { status: 400, headers: noStore });
  }
  const requested = new URL(request.url).searchParams.get('locale');
  const locale = isAppLocale(requested) ? requested : 'pt';
  const outcome = await handleSubmission(
    form,
    data,
    { locale, client: clientAddress(request.headers) },
    {
      ...submissionServices(),
      choices: await formChoices(form, locale),
    },
  );
  return answer(outcome);
}
