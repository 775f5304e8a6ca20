import { Client, fetchExchange } from '@urql/core';
import { buildCdaEndpoint } from './endpoint';
import { createRetryingFetch, type RetryingFetchOptions } from './retrying-fetch';

export interface CmsClientOptions {
  baseUrl: string;
  token: string;
  environment?: string | undefined;
  /** drafts: the `/preview` endpoint (spec §7.2) */
  includeDrafts?: boolean;
  /** extra RequestInit for every call (the content client passes `cache: 'no-store'`: it caches the answers itself) */
  fetchOptions?: RequestInit;
  retry?: RetryingFetchOptions;
  /** sees the accepted answer (after retries) before urql reads it: its headers carry the cache tags */
  onResponse?: (response: Response) => void;
}

/**
 * An urql client for the Content Delivery API. No cache exchange: on the
 * server a fresh client is made per call, so nothing is shared between
 * requests (Next's fetch cache does the caching, by tag); in the browser it
 * is used only for preview, where stale data is what we want to avoid.
 * POST only: DatoCMS does not take GET queries.
 */
export function createCmsClient(options: CmsClientOptions): Client {
  const url = buildCdaEndpoint({ baseUrl: options.baseUrl, environment: options.environment, preview: options.includeDrafts });
  const { headers: extraHeaders, ...fetchOptions } = options.fetchOptions ?? {};
  return new Client({
    url,
    exchanges: [fetchExchange],
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetch: observeResponses(createRetryingFetch(options.retry), options.onResponse),
    fetchOptions: {
      ...fetchOptions,
      headers: { ...(extraHeaders as Record<string, string> | undefined), Authorization: `Bearer ${options.token}` },
    },
  });
}

type FetchFn = ReturnType<typeof createRetryingFetch>;

function observeResponses(fetchFn: FetchFn, onResponse: CmsClientOptions['onResponse']): FetchFn {
  if (!onResponse) return fetchFn;
  return async (input, init) => {
    const response = await fetchFn(input, init);
    onResponse(response);
    return response;
  };
}
