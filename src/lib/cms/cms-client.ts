import {
  Client,
  createRequest,
  fetchExchange,
  makeOperation,
  mapExchange,
  type AnyVariables,
  type Exchange,
  type Operation,
  type OperationContext,
  type OperationResult,
  type TypedDocumentNode,
} from '@urql/core';
import { CmsError } from './cms-error';
import { CACHE_TAGS_RESPONSE_HEADER } from './cache-tags';
import { buildCdaEndpoint } from './endpoint';
import type { RetryingFetch } from './retrying-fetch';

export interface CmsClientOptions {
  /** every call's `fetch`: the retrying fetch (src/lib/cms/retrying-fetch.ts, ADR 0042) */
  fetch: RetryingFetch;
}

/** Who a query reads as: the published content with its cache tags, or the drafts (spec §7.2). */
export interface CmsReader {
  baseUrl: string;
  environment?: string | undefined;
  token: string;
  /** drafts: the `/preview` endpoint, and no cache tags (nothing is cached in draft mode) */
  includeDrafts?: boolean | undefined;
}

/** What the cache tags exchange adds to a result: DatoCMS's `X-Cache-Tags` of its answer, `null` when none was asked for or given. */
interface CmsResultExtensions {
  cacheTags: string | null;
}

/**
 * The urql client for the Content Delivery API, one per process: every
 * content query of the server goes through it. No cache exchange: caching is
 * the `'use cache'` function's (src/lib/cms/query.ts), by tag, and Next's
 * fetch cache is kept out (`cache: 'no-store'`), as that function keeps only
 * successes. POST only: DatoCMS does not take GET queries.
 *
 * Nothing of one call is shared with another: the endpoint, the token and
 * whether to ask for cache tags are the call's own operation context
 * (`callContext`), the tags come back on the call's own result, and each
 * call is its own operation (`queryContent`), so urql never hands one caller's
 * answer to another: a draft reader and a visitor asking the same query at
 * once never meet. Concurrent published misses are joined before urql, by the
 * cached function (src/lib/cms/join-in-flight.ts).
 */
export function createCmsClient(options: CmsClientOptions): Client {
  return new Client({
    // every call names its endpoint (callContext); this one is never asked
    url: 'about:blank',
    exchanges: [cacheTagsExchange(), fetchExchange],
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetch: options.fetch,
  });
}

/** What one call answered: its data, and DatoCMS's `X-Cache-Tags` (published reads only; `null` when none came). */
export interface ContentAnswer<TData> {
  data: TData;
  cacheTags: string | null;
}

/** urql shares the answer of operations with the same key: each call gets a key of its own. */
let callCount = 0;

/**
 * Runs one query as `reader`, as its own operation, and resolves with its
 * data, or fails with a CmsError (spec §7.2): a failure the retrying fetch
 * gave up on is already one, and urql carries it as its result's
 * `networkError`; an answer with `errors` fails the call.
 */
export async function queryContent<TData, TVariables extends AnyVariables>(
  client: Client,
  reader: CmsReader,
  document: TypedDocumentNode<TData, TVariables> | string,
  variables: TVariables,
): Promise<ContentAnswer<TData>> {
  const request = { ...createRequest(document, variables), key: -++callCount };
  const result = await client
    .executeRequestOperation(client.createRequestOperation('query', request, callContext(reader)))
    .toPromise();
  return {
    data: dataOf(result) as TData,
    cacheTags: (result.extensions as Partial<CmsResultExtensions> | undefined)?.cacheTags ?? null,
  };
}

/** A call's own context: its endpoint, its token, Next's fetch cache kept out, and whether it wants the cache tags. */
function callContext(reader: CmsReader): Partial<OperationContext> {
  return {
    url: buildCdaEndpoint({ baseUrl: reader.baseUrl, environment: reader.environment, preview: reader.includeDrafts }),
    // Next's fetch cache stays out of it: queryCms's 'use cache' function is the cache, and it keeps only successes.
    fetchOptions: { cache: 'no-store', headers: { Authorization: `Bearer ${reader.token}` } },
    cacheTags: !reader.includeDrafts,
  };
}

function dataOf(result: OperationResult): unknown {
  const error = result.error;
  if (error) {
    if (error.networkError instanceof CmsError) throw error.networkError;
    if (error.graphQLErrors.length > 0) {
      throw new CmsError('graphql', `Content query failed: ${error.graphQLErrors.map((e) => e.message).join('; ')}`, {
        graphQLErrors: error.graphQLErrors.map((e) => ({ message: e.message })),
        cause: error,
      });
    }
    // an answer urql could not read (a 200 whose body is not JSON)
    throw new CmsError('server', `Content query failed: ${error.message}`, { cause: error });
  }
  if (result.data === undefined || result.data === null)
    throw new CmsError('server', 'Content query answered without data');
  return result.data;
}

/**
 * Asks for DatoCMS's cache tags (`X-Cache-Tags: true`) on the calls that want
 * them, and reads them off the accepted answer (after the retrying fetch's
 * retries) into the call's own result, `extensions.cacheTags`.
 */
function cacheTagsExchange(): Exchange {
  const tagsOf = new WeakMap<Operation, string | null>();
  return mapExchange({
    onOperation(operation) {
      if (!operation.context.cacheTags) return operation;
      const fetchFn: RetryingFetch = operation.context.fetch ?? globalThis.fetch;
      const fetchOptions =
        typeof operation.context.fetchOptions === 'function'
          ? operation.context.fetchOptions()
          : (operation.context.fetchOptions ?? {});
      const asking: Operation = makeOperation(operation.kind, operation, {
        ...operation.context,
        fetchOptions: {
          ...fetchOptions,
          headers: { ...(fetchOptions.headers as Record<string, string> | undefined), 'X-Cache-Tags': 'true' },
        },
        fetch: async (input: string | URL | Request, init?: RequestInit) => {
          const response = await fetchFn(input, init);
          tagsOf.set(asking, response.headers.get(CACHE_TAGS_RESPONSE_HEADER));
          return response;
        },
      });
      return asking;
    },
    onResult(result) {
      const extensions: CmsResultExtensions = { cacheTags: tagsOf.get(result.operation) ?? null };
      return { ...result, extensions: { ...result.extensions, ...extensions } };
    },
  });
}
