import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page/PageHeader';
import { OFFER_STATE_BADGE_MESSAGES } from '@/features/offers';
import { PLACE_CARD_MESSAGES } from '@/features/places';
import { loadPlaceList } from '@/features/places/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { FavouritesList } from './FavouritesList';

/** What FavouritesList reads, its cards and their badges, and the offers' state badges (ADR 0083). */
const FAVOURITES_MESSAGES = [
  ...['loading', 'empty', 'browseStores', 'browseRestaurants', 'browseOffers', 'count', 'placesHeading'].map(
    (key) => `favourites.${key}`,
  ),
  ...['loadFailed', 'retry'].map((key) => `favourites.${key}`),
  ...['closedToday', 'todayHours', 'offersNow', 'offersHeading'].map((key) => `favourites.${key}`),
  ...PLACE_CARD_MESSAGES,
  ...OFFER_STATE_BADGE_MESSAGES,
];

export async function favouritesMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'favourites' });
  const { settings } = await loadPlaceList('store', locale);
  const metadata = await contentMetadata([], {
    locale,
    href: '/favoritos',
    fallbackTitle: t('title'),
    fallbackDescription: t('metaDescription', { mallName: settings?.mallName ?? '' }),
  });
  // the same empty page for every search engine: nothing to index
  return { ...metadata, robots: { index: false, follow: true } };
}

/**
 * `/favoritos`, `/en/favourites`: one cached page for everyone, without the site's lists: a device with
 * favourites fetches them from `/api/favourites/<locale>` (the same cached queries as `/lojas`, `/gastronomia`
 * and `/ofertas`) and picks its favourites out of them (ADR 0072, 0078, 0085).
 */
export async function FavouritesScreen({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'favourites' });
  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('lead')} />
      <ClientMessages namespaces={FAVOURITES_MESSAGES}>
        <FavouritesList />
      </ClientMessages>
    </div>
  );
}
