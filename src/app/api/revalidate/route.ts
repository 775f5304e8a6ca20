import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { isAuthorizedWebhook, parseCacheTagsWebhook, readBoundedBody } from '@/lib/cms/cache-tags-webhook';
import { getServerConfig } from '@/lib/config/server';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * DatoCMS's cache-tags webhook (and the embedded service's, which sends the
 * same): marks every named tag stale. 'max' is stale-while-revalidate: the
 * next visitor still gets the last good page while it is rendered again in
 * the background, so a publish during a CMS outage never turns a cached page
 * into an error (ADR 0014). The secret is checked before the body is read.
 */
export async function POST(request: Request): Promise<NextResponse> {
  if (!isAuthorizedWebhook(request.headers, getServerConfig().CMS_WEBHOOK_SECRET)) {
    return NextResponse.json({ error: 'missing or wrong webhook secret' }, { status: 401, headers: noStore });
  }
  const body = await readBoundedBody(request);
  if (!body.ok) return NextResponse.json({ error: 'the body is larger than 1 MB' }, { status: 413, headers: noStore });
  const payload = parseCacheTagsWebhook(body.text);
  if (!payload.ok) return NextResponse.json({ error: payload.message }, { status: payload.status, headers: noStore });
  for (const tag of payload.tags) revalidateTag(tag, 'max');
  return NextResponse.json({ revalidated: payload.tags.length }, { headers: noStore });
}
