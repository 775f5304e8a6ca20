import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_ATTRIBUTES, routing } from '@/i18n/routing';
import { notFoundLogMessage } from '@/features/errors/error-page-model';
import {
  hasLiteralPercent,
  hasMalformedEncoding,
  isInternalOnlyPath,
  isUnknownRoute,
  literalPath,
  localeOfPath,
} from '@/i18n/internal-paths';
import { REWRITE_REQUEST_HEADER } from '@/i18n/public-rewrites';
import { isDocumentFetch } from '@/i18n/root-locale';
import { queryRouteTarget } from '@/i18n/query-routes';
import { LOCALE_HEADER } from '@/i18n/request-headers';
import { getPublicConfig } from '@/lib/config/public';
import { pageLinkHeader } from '@/lib/seo/page-link-header';
import {
  MIDDLEWARE_NEXT_HEADER,
  MIDDLEWARE_OVERRIDE_HEADERS_HEADER,
  MIDDLEWARE_REWRITE_HEADER,
} from '@/server/next-internals/protocol';

/**
 * Locale handling for every page request.
 *
 * The spec detects the visitor's language only on `/`. next-intl has one
 * `localeDetection` switch for all paths, so two middlewares share the same
 * routing: the detecting one answers `/` (cookie first, then
 * Accept-Language, redirecting to `/en` when that wins); the other one never
 * detects, so the URL alone decides the locale everywhere else. Both redirect
 * `/pt/...` to the unprefixed path and a wrong-locale path (`/en/sobre`) to
 * the right one (`/en/about`), and map `/instituto-{product}` to the internal
 * `/instituto/{product}` route (see `pathnames` in routing.ts).
 *
 * Every page but `/` is the same for every visitor, so a shared cache may keep
 * it (ADR 0011): the proxy writes no cookie there (visiting a page is no
 * choice of language; the switcher writes the cookie in the browser), and its
 * rewrites are applied through a request header so that no internal path
 * shows in the answer (src/i18n/public-rewrites.ts).
 */
const detectingMiddleware = createMiddleware({ ...routing, localeDetection: true });
const urlOnlyMiddleware = createMiddleware({ ...routing, localeDetection: false, localeCookie: false });

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Next's own trailing-slash redirect is off (next.config.mjs): one redirect does it and whatever else the
  // path needs, where two in a row would cost a visitor and a crawler a round trip each (`/pt/x/` → `/x`)
  if (pathname.length > 1 && pathname.endsWith('/')) return redirectOnce(request);
  return answer(request);
}

/** The proxy's answer to a path without a trailing slash. */
function answer(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;

  // A path that does not decode names no page, and would break every component that reads the URL:
  // sent to the same path taken literally, it gets the site's 404 page in its locale.
  if (hasMalformedEncoding(pathname)) {
    const literal = request.nextUrl.clone();
    literal.pathname = literalPath(pathname);
    return NextResponse.redirect(literal, 308);
  }

  // The internal form of a localized route must not be a second public URL, and no page has a `%` in its
  // path: no page lives at `/{locale}/instituto`, so the site's 404 answers, in the path's locale.
  if (isInternalOnlyPath(pathname) || hasLiteralPercent(pathname)) {
    const locale = localeOfPath(pathname);
    console.warn(notFoundLogMessage(pathname));
    return rewriteUnseen(request, `/${locale}/instituto`, { [LOCALE_HEADER]: locale });
  }

  if (pathname === '/') return withLinkHeader(request, answerRoot(request));

  // A list's filters, paging or a search in the query: the cached page of that state (src/i18n/query-routes.ts).
  const queryRoute = queryRouteTarget(pathname, request.nextUrl.searchParams);
  if (queryRoute) return rewriteUnseen(request, queryRoute);

  const response = withLinkHeader(request, hideRewrite(request, urlOnlyMiddleware(request)));
  // The spec's log line for an unknown route. Logged here, where the route
  // table is known, because Next renders the 404 document for every page.
  if (!response.headers.has('location') && isUnknownRoute(pathname)) console.warn(notFoundLogMessage(pathname));
  return response;
}

/** The path without its trailing slashes, sent where the proxy would send that path (itself, or its redirect). */
function redirectOnce(request: NextRequest): NextResponse {
  const withoutSlash = (url: URL) => {
    url.pathname = url.pathname.replace(/\/+$/, '') || '/';
    return url;
  };
  const target = withoutSlash(new URL(request.url));
  if (target.pathname !== '/') {
    // what the proxy answers the path without its slash; the request is rebuilt from a plain URL, so nothing
    // of the first one's parsing (its trailing slash) comes along
    const answered = answer(new NextRequest(target.toString(), { headers: request.headers, method: request.method }));
    const location = answered.headers.get('location');
    if (location) return NextResponse.redirect(withoutSlash(new URL(location, target)), 308);
  }
  return NextResponse.redirect(target, 308);
}

/**
 * The page's hreflang alternates in a `Link` header, as its HTML and the sitemap write them (ADR 0064);
 * none on a redirect, nor where the URL cannot name them (an article's slugs are the record's).
 */
function withLinkHeader(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response;
  const link = pageLinkHeader(request.nextUrl.pathname, getPublicConfig().NEXT_PUBLIC_SITE_URL);
  if (link) response.headers.set('Link', link);
  return response;
}

/**
 * `/` is where the language is detected, so its answer depends on the
 * visitor's cookie and Accept-Language: private, and said so in `Vary` (Next
 * replaces the Vary of a rendered page with its own; the page cache handler
 * adds this one back, src/server/page-cache-handler.mjs).
 *
 * Only documents are detected (ADR 0092). A browser's own fetch of `/` is the
 * router's (a click or a prefetch on a page of the site, whose `/` links, the
 * brand and "Início", lead to the Portuguese home); Next strips the router's
 * headers before the proxy, so `Sec-Fetch-Dest` tells it. Detected, the
 * prefetch of that link on every Portuguese page sent an English browser the
 * English home's payload on its first load (issue 21).
 */
function answerRoot(request: NextRequest): NextResponse {
  if (!isDocumentFetch(request.headers.get('sec-fetch-dest'))) {
    const response = hideRewrite(request, urlOnlyMiddleware(request));
    response.headers.set('Cache-Control', 'private, no-cache');
    return response;
  }
  const response = hideRewrite(request, detectingMiddleware(request));
  rememberDetectedLocale(request, response);
  response.headers.set('Vary', 'Accept-Language, Cookie');
  response.headers.set('Cache-Control', 'private, no-cache');
  return response;
}

/**
 * next-intl writes the cookie only when it differs from what Accept-Language
 * would pick, so a visitor detected as English would have no cookie at all.
 * The spec wants the detected language remembered (document requests only,
 * as next-intl does, so background router requests never overwrite a fresh switch).
 */
function rememberDetectedLocale(request: NextRequest, response: NextResponse) {
  if (!isDocumentFetch(request.headers.get('sec-fetch-dest'))) return;
  if (response.cookies.get(LOCALE_COOKIE)) return;
  const location = response.headers.get('location');
  const locale = localeOfPath(location ? new URL(location, request.url).pathname : '/');
  if (request.cookies.get(LOCALE_COOKIE)?.value === locale) return;
  response.cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_ATTRIBUTES);
}

/** A rewrite the visitor cannot see: the destination travels in a request header that next.config applies. */
function rewriteUnseen(
  request: NextRequest,
  destination: string,
  extraRequestHeaders: Record<string, string> = {},
): NextResponse {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(extraRequestHeaders)) headers.set(name, value);
  headers.set(REWRITE_REQUEST_HEADER, destination);
  return NextResponse.next({ request: { headers } });
}

/** Turns a middleware's rewrite into an unseen one, keeping the headers and cookies it set. */
function hideRewrite(request: NextRequest, response: NextResponse): NextResponse {
  const target = response.headers.get(MIDDLEWARE_REWRITE_HEADER);
  if (!target) return response;
  // The path only: Next keeps the request's own query on a config rewrite.
  const passed = rewriteUnseen(request, new URL(target, request.url).pathname);
  response.headers.forEach((value, name) => {
    if (name === MIDDLEWARE_REWRITE_HEADER || name === MIDDLEWARE_NEXT_HEADER || name === 'set-cookie') return;
    // next-intl's request headers for the render (its locale) travel as Next's middleware request headers: merge them
    if (name === MIDDLEWARE_OVERRIDE_HEADERS_HEADER) {
      const merged = new Set([...(passed.headers.get(name)?.split(',') ?? []), ...value.split(',')]);
      passed.headers.set(name, [...merged].join(','));
      return;
    }
    passed.headers.set(name, value);
  });
  for (const cookie of response.cookies.getAll()) passed.cookies.set(cookie);
  return passed;
}

export const config = {
  // Every path but the API, Next's assets and the site's own files (icons, robots, sitemaps, public/
  // illustrations): any other path, `.xml` and `.txt` included, is a page or the site's 404 in its locale.
  matcher:
    '/((?!api/|_next/|_vercel/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|manifest(?:-en)?\\.webmanifest$|sw\\.js$|icons/|(?:en/)?sitemap\\.xml$|(?:en/)?sitemaps/|illustrations/).*)',
};
