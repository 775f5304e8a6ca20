import 'server-only';
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import { getServerConfig } from '@/lib/config/server';
import { createCmsClient } from './cms-client';
import { isDraftModeEnabled } from './draft-mode';
import { runQuery } from './run-query';

export interface QueryCmsOptions {
  /** cache tags of published content: `modelTag(…)` for every model the page shows, `recordTag(…)` for a single record */
  tags?: readonly string[];
}

/**
 * Runs a typed document from `@generated/graphql` on the server.
 * - Published: the read-only token, cached by Next's fetch cache under `tags`
 *   until /api/revalidate expires them (stale content keeps being served if the
 *   service is down meanwhile).
 * - Draft mode: the draft token, the `/preview` endpoint, never cached.
 * A fresh urql client per call: no cache is ever shared between requests.
 * Throws CmsError when it gives up (see retry-policy.ts). A missing record is
 * `null` in the result: the caller decides on notFound().
 */
export async function queryCms<TData, TVariables extends AnyVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: QueryCmsOptions = {},
): Promise<TData> {
  const config = getServerConfig();
  const draft = await isDraftModeEnabled();
  const client = createCmsClient({
    baseUrl: config.DATOCMS_GRAPHQL_URL,
    environment: config.DATOCMS_ENVIRONMENT,
    token: draft ? config.DATOCMS_DRAFT_TOKEN : config.DATOCMS_PUBLISHED_TOKEN,
    includeDrafts: draft,
    fetchOptions: draft ? { cache: 'no-store' } : { cache: 'force-cache', next: { tags: [...(options.tags ?? [])] } },
  });
  return runQuery(client, document, variables);
}
