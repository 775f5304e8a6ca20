import { NextResponse } from 'next/server';
import { buildCdaEndpoint } from '@/lib/cms/endpoint';
import { getPublicConfig } from '@/lib/config/public';
import { readiness, timedCheck } from '@/lib/health/readiness';
import { submissionServices } from '@/features/forms/server/submissions-service';

const noStore = { 'cache-control': 'no-store' };

/** The content API answers a trivial query with the published token (never cached, never a draft). */
async function contentCheck(): Promise<void> {
  const config = getPublicConfig();
  const endpoint = buildCdaEndpoint({
    baseUrl: config.DATOCMS_GRAPHQL_URL,
    environment: config.DATOCMS_ENVIRONMENT,
    preview: false,
  });
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.DATOCMS_PUBLISHED_TOKEN}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ query: '{ _site { locales } }' }),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`content API ${response.status}`);
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error('content API errors');
}

/**
 * GET /api/health: liveness (the process answers: always 200).
 * GET /api/health?ready: readiness for a load balancer: 200 when the content
 * API and the forms' database both answer within 3 s, else 503 with which
 * one failed. Never cached.
 */
export async function GET(request: Request) {
  if (!new URL(request.url).searchParams.has('ready')) return NextResponse.json({ alive: true }, { headers: noStore });
  const [content, database] = await Promise.all([
    timedCheck(contentCheck),
    timedCheck(() => submissionServices().store.ping()),
  ]);
  const { status, body } = readiness({ content, database });
  return NextResponse.json(body, { status, headers: status === 503 ? { ...noStore, 'retry-after': '10' } : noStore });
}
