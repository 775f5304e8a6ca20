/**
 * Error reporting (spec §7.6): on only when a DSN is set in the public
 * configuration, tagged with its environment name, with default personal data
 * (IP address, request headers) as the spec asks. The ignore lists are
 * configuration, not code scattered in handlers.
 */
export const SENTRY_IGNORE_ERRORS: (string | RegExp)[] = [
  // Browser noise that says nothing about the site.
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  /^AbortError/,
  'NEXT_NOT_FOUND',
  'NEXT_REDIRECT',
  // A stale tab after a deploy: handled by a guarded reload (src/features/app-shell/model/reload-guard.ts).
  /Loading chunk [\w/.-]+ failed/,
  /ChunkLoadError/,
];

export const SENTRY_DENY_URLS: (string | RegExp)[] = [
  /^chrome-extension:\/\//,
  /^moz-extension:\/\//,
  /^safari-(web-)?extension:\/\//,
];

/** What a visitor searched for is theirs: `q=` values never leave in a report (the search issue). */
export function scrubSearchQuery(url: string): string {
  return url.replace(/([?&](?:q|query)=)[^&#]*/g, '$1[filtered]');
}

interface ScrubbableEvent {
  request?: { url?: string; query_string?: unknown };
  breadcrumbs?: { data?: Record<string, unknown> }[];
}

interface ScrubbableBreadcrumb {
  data?: Record<string, unknown>;
}

function scrubData(data: Record<string, unknown> | undefined): void {
  if (!data) return;
  for (const key of ['url', 'from', 'to']) if (typeof data[key] === 'string') data[key] = scrubSearchQuery(data[key]);
}

/** Sentry's `beforeSend`: the request URL, its query string and its breadcrumbs without search text. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.request) {
    if (event.request.url) event.request.url = scrubSearchQuery(event.request.url);
    const query = event.request.query_string;
    if (typeof query === 'string') event.request.query_string = scrubSearchQuery(`?${query}`).slice(1);
    else if (query !== undefined) event.request.query_string = '[filtered]';
  }
  for (const crumb of event.breadcrumbs ?? []) scrubData(crumb.data);
  return event;
}

/** Sentry's `beforeBreadcrumb`: fetches and navigations recorded without search text. */
export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(breadcrumb: B): B {
  scrubData(breadcrumb.data);
  return breadcrumb;
}

export interface SentryEnv {
  dsn: string | undefined;
  environment: string | undefined;
  /** NEXT_PUBLIC_SENTRY_IGNORE_ERRORS: more messages to drop, added to the list above */
  ignoreErrors?: string | undefined;
  /** NEXT_PUBLIC_SENTRY_DENY_URLS: more script URLs whose errors are dropped */
  denyUrls?: string | undefined;
}

/**
 * A list from the environment: a JSON array of strings, where `"/pattern/flags"`
 * is a regular expression and any other string matches as a substring (as the
 * SDK reads them). Anything else is reported once and left out: a typo in a
 * variable must not stop error reporting.
 */
export function parsePatternList(raw: string | undefined, name: string): (string | RegExp)[] {
  if (!raw?.trim()) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list) || !list.every((item): item is string => typeof item === 'string'))
      throw new Error('not an array of strings');
    return list.map((item) => {
      const regex = /^\/(.+)\/([a-z]*)$/.exec(item);
      return regex ? new RegExp(regex[1]!, regex[2]) : item;
    });
  } catch (error) {
    console.warn(
      `${name} is not a JSON array of strings (${error instanceof Error ? error.message : String(error)}); it is ignored`,
    );
    return [];
  }
}

export function sentryOptions({ dsn, environment, ignoreErrors, denyUrls }: SentryEnv) {
  if (!dsn) return null;
  return {
    dsn,
    environment: environment || 'production',
    sendDefaultPii: true,
    ignoreErrors: [...SENTRY_IGNORE_ERRORS, ...parsePatternList(ignoreErrors, 'NEXT_PUBLIC_SENTRY_IGNORE_ERRORS')],
    denyUrls: [...SENTRY_DENY_URLS, ...parsePatternList(denyUrls, 'NEXT_PUBLIC_SENTRY_DENY_URLS')],
    tracesSampleRate: 0,
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  };
}

/** The variables, as each runtime reads them (inlined at build time, like every NEXT_PUBLIC_ value). */
export function sentryEnvFromProcess(): SentryEnv {
  return {
    dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
    environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
    ignoreErrors: process.env.NEXT_PUBLIC_SENTRY_IGNORE_ERRORS,
    denyUrls: process.env.NEXT_PUBLIC_SENTRY_DENY_URLS,
  };
}
