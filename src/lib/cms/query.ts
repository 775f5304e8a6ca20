import 'server-only';
import type { AnyVariables, Client, TypedDocumentNode } from '@urql/core';
import { print } from 'graphql';
import { cacheLife, cacheTag } from 'next/cache';
import { getServerConfig } from '@/lib/config/server';
import { applyCacheTags, parseCacheTagsHeader } from './cache-tags';
import { createCmsClient, queryContent } from './cms-client';
import { CmsError } from './cms-error';
import { contentQueryConcurrency, createConcurrencyLimit, type ConcurrencyLimit } from './concurrency-limit';
import { markContentAvailable, markContentUnavailable } from './content-unavailable';
import { isDraftModeEnabled } from './draft-mode';
import { withCmsLocaleVariables } from './cms-locales';
import { createInFlightJoiner } from './join-in-flight';
import { projectLocales } from './project-locales';
import { createRetryingFetch } from './retrying-fetch';

/**
 * Runs a typed document from `@generated/graphql` on the server.
 *
 * Published content is read through one `'use cache'` function, kept with
 * `cacheLife('max')` and tagged with the DatoCMS cache tags the Content
 * Delivery API returned for this very query (`X-Cache-Tags`, DATOCMS.md §7).
 * The tags are opaque and cover every record the answer depends on, linked
 * records and collection membership included, so nobody has to remember
 * which models a page shows. The cache-tags webhook (`/api/revalidate`)
 * marks them stale: visitors keep the last good answer while it is fetched
 * again (ADR 0011).
 *
 * A failed query throws (CmsError) from inside the cached scope, so nothing
 * is stored: an answer that is not JSON, or that carries `errors`, is never
 * cached (ADR 0011).
 *
 * Draft mode (Next's signed cookie, set only by /api/draft/enable) is read
 * inside the cached scope, where Next allows it: in draft mode Next runs the
 * function on every request and stores nothing, and we use the draft token
 * and the `/preview` endpoint.
 *
 * A missing record is `null` in the result: the caller decides on notFound().
 */
export async function queryCms<TData, TVariables extends AnyVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return (await cachedContentQuery(printedQuery(document), cmsVariables(document, variables), 'visitor')) as TData;
}

/**
 * `queryCms` that reads published content even in draft mode: for answers
 * that must never show a draft whoever asks (the sitemaps).
 */
export async function queryPublishedCms<TData, TVariables extends AnyVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return (await cachedContentQuery(printedQuery(document), cmsVariables(document, variables), 'published')) as TData;
}

/** The variables as the project reads them: its locale values, and `$fallbackLocales` filled in (src/lib/cms/cms-locales.ts). */
export function cmsVariables(
  document: TypedDocumentNode<unknown, never>,
  variables: AnyVariables,
): Record<string, unknown> {
  return withCmsLocaleVariables(document, (variables ?? {}) as Record<string, unknown>, projectLocales());
}

// Printing a document costs more than a cache lookup: once per document.
const printed = new WeakMap<object, string>();
function printedQuery(document: TypedDocumentNode<unknown, never>): string {
  let query = printed.get(document);
  if (query === undefined) {
    query = print(document);
    printed.set(document, query);
  }
  return query;
}

/**
 * The cached scope. Its arguments (the query text, its variables and who
 * reads) are the cache key, so two pages running the same query share one
 * entry. `published` never reads draft mode: its answers are drafts-free.
 */
async function cachedContentQuery(
  query: string,
  variables: Record<string, unknown>,
  reader: 'visitor' | 'published',
): Promise<unknown> {
  'use cache';
  cacheLife('max');
  const draft = reader === 'visitor' && (await isDraftModeEnabled());
  try {
    if (draft) {
      const { data } = await fetchContent(query, variables, true);
      markContentAvailable();
      return data;
    }
    // Misses of one entry at the same moment (N visitors to a page not cached yet) share one request.
    const { data, tagsHeader } = await joinPublishedFetch(`${query}\n${JSON.stringify(variables)}`, () =>
      fetchContent(query, variables, false),
    );
    applyCacheTags(parseCacheTagsHeader(tagsHeader), cacheTag);
    markContentAvailable();
    return data;
  } catch (error) {
    // Every request that joined the failed fetch is marked, so each answers 503 rather than 500.
    if (error instanceof CmsError && error.kind !== 'graphql') markContentUnavailable();
    throw error;
  }
}

interface ContentAnswer {
  data: unknown;
  /** DatoCMS's `X-Cache-Tags` of the answer (published content only) */
  tagsHeader: string | null;
}

const joinPublishedFetch = createInFlightJoiner<ContentAnswer>();

/** One cap for every query of this process (a build worker, a server), decided once. */
let queryLimit: ConcurrencyLimit | null | undefined;
function contentQueryLimit(): ConcurrencyLimit | null {
  if (queryLimit === undefined) {
    const max = contentQueryConcurrency(getServerConfig().DATOCMS_MAX_CONCURRENT_QUERIES, process.env.NEXT_PHASE);
    queryLimit = max === null ? null : createConcurrencyLimit(max);
  }
  return queryLimit;
}

/** The process's content client (src/lib/cms/cms-client.ts), made on its first query. */
let client: Client | undefined;
function cmsClient(): Client {
  client ??= createCmsClient({ fetch: createRetryingFetch({ limit: contentQueryLimit() }) });
  return client;
}

async function fetchContent(query: string, variables: Record<string, unknown>, draft: boolean): Promise<ContentAnswer> {
  const config = getServerConfig();
  const { data, cacheTags } = await queryContent(
    cmsClient(),
    {
      baseUrl: config.DATOCMS_GRAPHQL_URL,
      environment: config.DATOCMS_ENVIRONMENT,
      token: draft ? config.DATOCMS_DRAFT_TOKEN : config.DATOCMS_PUBLISHED_TOKEN,
      includeDrafts: draft,
    },
    query,
    variables,
  );
  return { data, tagsHeader: cacheTags };
}
