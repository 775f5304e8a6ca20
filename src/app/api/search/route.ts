import { type NextRequest, NextResponse } from 'next/server';
import { isAppLocale } from '@/i18n/routing';
import { checkQuery, normalizeQuery } from '@/features/search/model/query-check';
import { getSiteSearch } from '@/features/search/model/site-search.server';
import { suggestionsFor } from '@/features/search/model/suggestions';
import { clientAddress } from '@/server/client-address';
import { SEARCH_RATE, siteRateLimiter } from '@/server/site-rate-limits';

const refuse = (status: number, error: string, message: string, headers: Record<string, string> = {}) =>
  NextResponse.json({ error, message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * Suggestions for the header's search box: `GET /api/search?locale=pt&q=caf`.
 *
 * One URL per locale and normalised query (lower case, single spaces): any
 * other spelling is redirected to it, so a CDN keeps one copy, for five
 * minutes and stale while it refreshes. The query text is never logged:
 * errors name the problem, not the query.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const retryAfter = await siteRateLimiter(SEARCH_RATE).take(clientAddress(request.headers));
  if (retryAfter !== null)
    return refuse(429, 'rate-limited', 'Too many requests: try again shortly.', { 'Retry-After': String(retryAfter) });

  const params = request.nextUrl.searchParams;
  const locale = params.get('locale');
  if (!isAppLocale(locale)) return refuse(400, 'unknown-locale', 'The locale must be "pt" or "en".');
  const check = checkQuery(params.get('q'));
  if (check.kind === 'tooLong')
    return refuse(400, 'query-too-long', `The query must have at most ${check.max} characters.`);
  if (check.kind === 'invalid')
    return refuse(400, 'control-characters', 'The query must not contain control characters.');
  if (check.kind === 'empty') return refuse(400, 'empty-query', 'The query must contain a letter or a digit.');

  const canonical = `?${new URLSearchParams({ locale, q: normalizeQuery(check.query) })}`;
  if (request.nextUrl.search !== canonical) {
    const target = request.nextUrl.clone();
    target.search = canonical;
    return NextResponse.redirect(target, { status: 308, headers: { 'Cache-Control': 'public, max-age=86400' } });
  }
  return answer(locale, normalizeQuery(check.query));
}

async function answer(locale: 'pt' | 'en', query: string): Promise<NextResponse> {
  const search = await getSiteSearch(locale);
  return NextResponse.json(suggestionsFor(search, query), {
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400' },
  });
}
