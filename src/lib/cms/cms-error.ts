/**
 * Why a content query failed, after retries (spec §8):
 * - `client`: a 4xx answer (bad token, bad request): never retried;
 * - `server`: 5xx answers, network failures or non-JSON answers until the attempts ran out;
 * - `timeout`: the overall deadline passed;
 * - `graphql`: the answer carried `errors`.
 */
export type CmsErrorKind = 'client' | 'server' | 'graphql' | 'timeout';

export interface CmsErrorDetails {
  status?: number;
  attempts?: number;
  /** the DatoCMS error code of a 4xx answer, e.g. INVALID_AUTHORIZATION_HEADER */
  code?: string;
  graphQLErrors?: readonly { message: string }[];
  cause?: unknown;
}

export class CmsError extends Error {
  readonly kind: CmsErrorKind;
  readonly status: number | undefined;
  readonly attempts: number | undefined;
  readonly code: string | undefined;
  readonly graphQLErrors: readonly { message: string }[];

  constructor(kind: CmsErrorKind, message: string, details: CmsErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'CmsError';
    this.kind = kind;
    this.status = details.status;
    this.attempts = details.attempts;
    this.code = details.code;
    this.graphQLErrors = details.graphQLErrors ?? [];
  }
}
