import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { isInternalOnlyPath, localeOfPath } from '@/i18n/internal-paths';

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

  // The internal form of a localized route must not be a second public URL.
  if (isInternalOnlyPath(pathname)) {
    const locale = localeOfPath(pathname);
    const url = request.nextUrl.clone();
    // No page lives at `/{locale}/instituto`, so the catch-all answers 404 in the right locale.
    url.pathname = `/${locale}/instituto`;
    return NextResponse.rewrite(url);
  }

  return pathname === '/' ? detectingMiddleware(request) : urlOnlyMiddleware(request);
}

export const config = {
  // Every page path: not the API, not Next's assets, not files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
