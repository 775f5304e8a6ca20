import { NextResponse } from 'next/server';
import { loadFavouritesData } from '@/features/favourites/server';
import { isAppLocale } from '@/i18n/routing';
import { isDraftModeEnabled } from '@/lib/cms/draft-mode';
import { sharedCacheControl } from '@/server/cdn-headers.mjs';

/**
 * The favourites list's data (`GET /api/favourites/<pt|en>`): every store, restaurant and offer and the mall's
 * hours, the same for every visitor; the browser picks this device's favourites out of it (ADR 0085). The content
 * answers are cached by `queryCms` under their CMS tags, which a publish revalidates; browsers ask again on every
 * visit (`max-age=0`, as pages), a CDN keeps it as long as a page. An editor's draft is never shared.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isAppLocale(locale))
    return NextResponse.json(
      { error: 'unknown-locale', message: 'The favourites data is published in "pt" and "en" only.' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  const draft = await isDraftModeEnabled();
  return NextResponse.json(await loadFavouritesData(locale), {
    headers: {
      'Cache-Control': draft ? 'private, no-store' : sharedCacheControl(),
    },
  });
}
