import { StaticParamsDocument } from '@generated/graphql';
import { NextResponse } from 'next/server';
import { parsePreviewLinksRequest, previewLinksFor } from '@/features/preview/preview-links';
import { recordPagePath, type SiteFacts } from '@/features/preview/record-page-path';
import { defaultLocale, type AppLocale } from '@/i18n/routing';
import { queryPublishedCms } from '@/lib/cms/query';
import { getServerConfig } from '@/lib/config/server';
import { readBoundedBytes } from '@/lib/http/bounded-body';
import { sameSecret } from '@/lib/security/same-secret';

/**
 * The "previews webhook" of DatoCMS's Web Previews plugin, as DatoCMS's
 * Next.js starter serves it: `POST /api/preview-links?token=<PREVIEW_SECRET>`
 * with the record an editor has open, answered with `{ previewLinks }`.
 * The plugin runs in DatoCMS's own origin, so every answer allows any origin:
 * nothing here reads a cookie, and the token is the only credential.
 */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
  'Access-Control-Max-Age': '86400',
} as const;
const HEADERS = { ...CORS, 'Cache-Control': 'no-store' };
/** A record with its blocks stays well below DatoCMS's 300 KB record limit, in any JSON. */
const MAX_BODY_BYTES = 1_000_000;

export function OPTIONS(): NextResponse {
  return new NextResponse(null, { status: 204, headers: HEADERS });
}

export async function POST(request: Request): Promise<NextResponse> {
  const config = getServerConfig();
  if (!sameSecret(new URL(request.url).searchParams.get('token'), config.PREVIEW_SECRET)) {
    return NextResponse.json({ error: 'missing or wrong token' }, { status: 401, headers: HEADERS });
  }
  const read = await readBoundedBytes(request, MAX_BODY_BYTES);
  if (!read.ok) return NextResponse.json({ error: 'the body is larger than 1 MB' }, { status: 413, headers: HEADERS });
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(read.bytes).toString('utf8'));
  } catch {
    return NextResponse.json({ error: 'the body is not JSON' }, { status: 400, headers: HEADERS });
  }
  const parsed = parsePreviewLinksRequest(body);
  if (!parsed.ok) return NextResponse.json({ error: parsed.message }, { status: 400, headers: HEADERS });

  const { record, status, modelApiKey } = parsed.request;
  const locale = parsed.request.locale ?? defaultLocale;
  const path = recordPagePath(modelApiKey, record, locale, await siteFacts(modelApiKey, locale));
  const previewLinks = previewLinksFor(path, status, {
    siteUrl: config.NEXT_PUBLIC_SITE_URL,
    previewSecret: config.PREVIEW_SECRET,
  });
  return NextResponse.json({ previewLinks }, { headers: HEADERS });
}

/** Only the institute's pages need the site settings (their `{product}`); the published one is the live URL. */
async function siteFacts(modelApiKey: string, locale: AppLocale): Promise<SiteFacts> {
  if (modelApiKey !== 'institute' && modelApiKey !== 'institute_project') return { instituteProduct: null };
  const data = await queryPublishedCms(StaticParamsDocument, { locale });
  return { instituteProduct: data.siteSettings?.instituteProduct || null };
}
