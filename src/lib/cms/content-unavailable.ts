import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the request being answered failed for want of content: a content
 * query gave up (outage, hang, maintenance page, refused token). The site
 * server opens one record per request (src/server/site-server.mjs) and, when a
 * page then fails with this mark, answers 503 with the outage page instead of
 * Next's 500. A rendering bug (an answer with GraphQL errors, a broken record)
 * does not set it and stays a 500.
 *
 * Next joins concurrent requests for one page into one render, so only the
 * first of them carries the mark: the others are answered from the process's
 * last outcome, a failure that no success has followed (within a minute).
 *
 * One state for the process, on `globalThis`: the site server and Next's
 * bundled server code each load their own copy of this module.
 */
export interface ContentRequestRecord {
  contentUnavailable: boolean;
}

const STORAGE = Symbol.for('jacaranda.content-request-record');
const LAST_OUTCOMES = Symbol.for('jacaranda.content-last-outcomes');
/** how long a failure with no success after it still explains a failed page */
const FAILURE_MEMORY_MS = 60_000;

interface LastOutcomes {
  failureAt: number;
  successAt: number;
}

function lastOutcomes(): LastOutcomes {
  const global = globalThis as { [LAST_OUTCOMES]?: LastOutcomes };
  global[LAST_OUTCOMES] ??= { failureAt: 0, successAt: 0 };
  return global[LAST_OUTCOMES];
}

export function contentRequestRecords(): AsyncLocalStorage<ContentRequestRecord> {
  const global = globalThis as { [STORAGE]?: AsyncLocalStorage<ContentRequestRecord> };
  global[STORAGE] ??= new AsyncLocalStorage<ContentRequestRecord>();
  return global[STORAGE];
}

export function markContentUnavailable(now = Date.now()): void {
  const record = contentRequestRecords().getStore();
  if (record) record.contentUnavailable = true;
  lastOutcomes().failureAt = now;
}

export function markContentAvailable(now = Date.now()): void {
  lastOutcomes().successAt = now;
}

/** Whether the content service's last answer here was a failure, recent and not followed by a success. */
export function contentRecentlyUnavailable(now = Date.now()): boolean {
  const { failureAt, successAt } = lastOutcomes();
  return failureAt > successAt && now - failureAt < FAILURE_MEMORY_MS;
}
