import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_ATTRIBUTES, routing } from '@/i18n/routing';
import { notFoundLogMessage } from '@/components/error/error-page-model';
import { isInternalOnlyPath, isUnknownRoute, localeOfPath } from '@/i18n/internal-paths';
import { LOCALE_HEADER } from '@/i18n/request-headers';

/**
 * Locale handling for every page request.
 *
 * The spec detects the visitor's language only on `/`. next-intl has one
 * `localeDetection` switch for all paths, so two middlewares share the same
 * routing: the detecting one answers `/` (cookie first, then
 * Accept-Language, redirecting to `/en` when that wins); the other one never
 * detects, so the URL alone decides the locale everywhere else. Both keep
 * the `NEXT_LOCALE` cookie in step with the locale of the page visited, redirect
 * `/pt/...` to the unprefixed path and a wrong-locale path (`/en/sobre`) to
 * the right one (`/en/about`), and rewrite `/instituto-{product}` to the
 * internal `/instituto/{product}` route (see `pathnames` in routing.ts).
 */
const detectingMiddleware = createMiddleware({ ...routing, localeDetection: true });
const urlOnlyMiddleware = createMiddleware({ ...routing, localeDetection: false });

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // The internal form of a localized route must not be a second public URL:
  // no page lives at `/{locale}/instituto`, so the site's 404 answers, in the path's locale.
  if (isInternalOnlyPath(pathname)) {
    const locale = localeOfPath(pathname);
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}/instituto`;
    const headers = new Headers(request.headers);
    headers.set(LOCALE_HEADER, locale);
    console.warn(notFoundLogMessage(pathname));
    return NextResponse.rewrite(url, { request: { headers } });
  }

  const response = pathname === '/' ? detectingMiddleware(request) : urlOnlyMiddleware(request);
  rememberLocale(request, response);
  // The spec's log line for an unknown route. Logged here, where the route
  // table is known, because Next renders the 404 document for every page.
  if (!response.headers.has('location') && isUnknownRoute(pathname)) console.warn(notFoundLogMessage(pathname));
  return response;
}

/**
 * next-intl writes the cookie only when it differs from what Accept-Language
 * would pick, so a visitor detected as English would have no cookie at all.
 * The spec wants the choice remembered: write it whenever a page is visited
 * (document requests only, as next-intl does, so background router requests
 * for the other locale never overwrite a fresh switch).
 */
function rememberLocale(request: NextRequest, response: NextResponse) {
  const dest = request.headers.get('sec-fetch-dest');
  if (dest !== null && dest !== 'document') return;
  if (response.cookies.get(LOCALE_COOKIE)) return;
  const location = response.headers.get('location');
  const finalPath = location ? new URL(location, request.url).pathname : request.nextUrl.pathname;
  const locale = localeOfPath(finalPath);
  if (request.cookies.get(LOCALE_COOKIE)?.value === locale) return;
  response.cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_ATTRIBUTES);
}

export const config = {
  // Every page path: not the API, not Next's assets, not files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
