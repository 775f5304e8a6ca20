import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { purgeCdnByTags } from '@/lib/cms/cdn-purge';
import {
  inChunks,
  isAuthorizedWebhook,
  parseCacheTagsWebhook,
  readBoundedBody,
  WEBHOOK_TAGS_PER_CHUNK,
} from '@/lib/cms/cache-tags-webhook';
import { getServerConfig } from '@/lib/config/server';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * DatoCMS's cache-tags webhook (and the embedded service's, which sends the
 * same): marks every named tag stale. 'max' is stale-while-revalidate: the
 * next visitor still gets the last good page while it is rendered again in
 * the background, so a publish during a CMS outage never turns a cached page
 * into an error (ADR 0014). The secret is checked before the body is read.
 *
 * A delivery of any size the body limit admits is applied whole, a chunk at a
 * time with a turn of the event loop between chunks, so a bulk publish of
 * thousands of records never stalls the pages this instance is serving. Next
 * hands every tag of the request to each cache handler when the route
 * returns; the shared cache (src/server/shared-cache) writes them to Redis in
 * chunks of its own.
 */
export async function POST(request: Request): Promise<NextResponse> {
  if (!isAuthorizedWebhook(request.headers, getServerConfig().CMS_WEBHOOK_SECRET)) {
    return NextResponse.json({ error: 'missing or wrong webhook secret' }, { status: 401, headers: noStore });
  }
  const body = await readBoundedBody(request);
  if (!body.ok) return NextResponse.json({ error: 'the body is larger than 1 MB' }, { status: 413, headers: noStore });
  const payload = parseCacheTagsWebhook(body.text);
  if (!payload.ok) return NextResponse.json({ error: payload.message }, { status: payload.status, headers: noStore });
  for (const [index, chunk] of inChunks(payload.tags, WEBHOOK_TAGS_PER_CHUNK).entries()) {
    if (index > 0) await nextTurn();
    for (const tag of chunk) revalidateTag(tag, 'max');
  }
  // and the HTTP cache in front, when there is one (CDN_PURGE_URL)
  await purgeCdnByTags(getServerConfig().CDN_PURGE_URL, payload.tags);
  return NextResponse.json({ revalidated: payload.tags.length }, { headers: noStore });
}
