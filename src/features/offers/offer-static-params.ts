import 'server-only';
import { routing, type AppLocale } from '@/i18n/routing';
import { loadOffers } from './load-offers';

/**
 * Every offer's page prerendered at build time, from the same cached query as
 * the list (src/lib/routes/static-params.ts does so for the other records);
 * one published later renders on its first visit. Cache Components wants one
 * entry at least: a placeholder that renders the 404 page.
 */
export async function offerStaticParams({ params }: { params: { locale: string } }) {
  const locale = routing.locales.includes(params.locale as AppLocale)
    ? (params.locale as AppLocale)
    : routing.defaultLocale;
  const slugs = (await loadOffers(locale)).map((o) => ({ slug: o.slug }));
  return slugs.length > 0 ? slugs : [{ slug: '__none__' }];
}
