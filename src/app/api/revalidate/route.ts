import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { isValidWebhookSignature, parseWebhookBody } from '@/lib/cms/webhook-signature';
import { getServerConfig } from '@/lib/config/server';

/**
 * The content service's webhook: expires the model and record tags of every
 * change it names. 'max' marks them stale: the next visit triggers a fresh
 * render and, if the content service happens to be down, the last good page
 * keeps being served (docs/adr/0011-revalidation-stale-while-revalidate.md).
 */
export async function POST(request: Request): Promise<NextResponse> {
  const rawBody = await request.text();
  const signature = request.headers.get('x-webhook-signature');
  if (!isValidWebhookSignature(rawBody, signature, getServerConfig().CMS_WEBHOOK_SECRET)) {
    return NextResponse.json({ error: 'invalid signature' }, { status: 401 });
  }
  const body = parseWebhookBody(rawBody);
  if (!body) return NextResponse.json({ error: 'malformed body' }, { status: 400 });

  const tags: string[] = [];
  // Expire at once (ADR 0014): the next visitor gets the published change, not one stale render.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tags });
}
