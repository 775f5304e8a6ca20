/** What the pages and the service worker say to each other (postMessage), and the offline pages' paths. */

export const WORKER_MESSAGES = {
  /** page → worker: keep these pages for offline use */
  warm: 'offline:warm',
  /** page → worker: keep these data answers the page read before the worker controlled it (ADR 0085) */
  keep: 'offline:keep',
  /** page → worker: was I served from storage, and stored when? worker → page: the answer */
  source: 'offline:source',
} as const;

export type PageMessage =
  | { type: typeof WORKER_MESSAGES.warm | typeof WORKER_MESSAGES.keep; urls: string[] }
  | { type: typeof WORKER_MESSAGES.source };

export interface WorkerReply {
  type: typeof WORKER_MESSAGES.source;
  fromStorage: boolean;
  /** ISO 8601, when the page served was stored */
  storedAt: string | null;
}

/** The page a visitor gets offline for a page that was not stored (src/app/[locale]/(site)/sem-conexao), per locale. */
export const OFFLINE_PAGE_PATHS = { pt: '/sem-conexao', en: '/en/offline' } as const;

/** Where the worker's script is served from (public/, written by `serwist build`). */
export const WORKER_URL = '/sw.js';
