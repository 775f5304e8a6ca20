import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import {
  type AppLocale,
  defaultLocale,
  isAppLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_ATTRIBUTES,
  locales,
} from './routing.ts';

/**
 * The language `/` answers in, decided as src/proxy.ts decides it through
 * next-intl's detecting middleware (4.14): the locale cookie when it names a
 * locale, then Accept-Language negotiated by the same two libraries next-intl
 * uses, then the default. The front store answers `/` with it before the proxy
 * runs (ADR 0084); root-locale.test.ts checks both agree on every case.
 */

interface RootRequest {
  cookie?: string;
  acceptLanguage?: string;
  /** `Sec-Fetch-Dest`: only a document request is a visitor arriving (next-intl's syncCookie) */
  fetchDest?: string;
}

/** The value of the locale cookie in a `Cookie` header, if the header has one. */
function localeCookieOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Browsers send few distinct Accept-Language values, and a match costs about 50 µs, a tenth of a store hit: the
 * answers are remembered, up to a bound that a flood of made-up values cannot pass.
 */
const matched = new Map<string, AppLocale | undefined>();
const MATCHES_KEPT = 500;

/** The locale Accept-Language picks, as next-intl's `getAcceptLanguageLocale`; undefined when none matches. */
function acceptLanguageLocale(acceptLanguage: string | undefined): AppLocale | undefined {
  const key = acceptLanguage ?? '';
  if (matched.has(key)) return matched.get(key);
  const locale = matchAcceptLanguage(acceptLanguage);
  if (matched.size >= MATCHES_KEPT) matched.clear();
  matched.set(key, locale);
  return locale;
}

function matchAcceptLanguage(acceptLanguage: string | undefined): AppLocale | undefined {
  const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage || undefined } }).languages();
  try {
    const best = match(languages, [...locales], defaultLocale);
    return locales.find((locale) => locale.toLowerCase() === best.toLowerCase());
  } catch {
    return undefined;
  }
}

/**
 * Whether a request is a document's, by its `Sec-Fetch-Dest`; a client that does not say (a crawler, curl) counts
 * as one. A browser's own fetch of `/` (the router's navigation or prefetch from a page of the site) is not.
 */
export function isDocumentFetch(fetchDest: string | null | undefined): boolean {
  return fetchDest === undefined || fetchDest === null || fetchDest === 'document';
}

/**
 * Only a document is detected (ADR 0092): a browser's own fetch of `/` is the Portuguese home its links name.
 */
export function detectRootLocale({ cookie, acceptLanguage, fetchDest }: RootRequest): AppLocale {
  if (!isDocumentFetch(fetchDest)) return defaultLocale;
  const fromCookie = localeCookieOf(cookie);
  if (isAppLocale(fromCookie)) return fromCookie;
  return acceptLanguageLocale(acceptLanguage) ?? defaultLocale;
}

/**
 * Whether `/`'s answer writes the locale cookie: the proxy remembers the detected language on a document
 * request whose cookie does not already say it (src/proxy.ts `rememberDetectedLocale`, which covers next-intl's
 * own cookie write too).
 */
export function rootWritesLocaleCookie({ cookie, fetchDest }: RootRequest, locale: AppLocale): boolean {
  if (!isDocumentFetch(fetchDest)) return false;
  return localeCookieOf(cookie) !== locale;
}

/** The `Set-Cookie` value the proxy writes for `locale` at `now` (Next's cookie serialization). */
export function localeSetCookie(locale: AppLocale, now: number): string {
  const { maxAge, path, sameSite } = LOCALE_COOKIE_ATTRIBUTES;
  const expires = new Date(now + maxAge * 1000).toUTCString();
  return `${LOCALE_COOKIE}=${locale}; Path=${path}; Expires=${expires}; Max-Age=${maxAge}; SameSite=${sameSite}`;
}
