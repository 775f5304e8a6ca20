import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page/PageHeader';
import { OFFER_STATE_BADGE_MESSAGES } from '@/features/offers';
import { loadOffers } from '@/features/offers/server';
import { mallHoursForPage, readMallHours } from '@/features/opening-hours';
import { cardFieldsOnly, packPlaceIndex, PLACE_CARD_MESSAGES, toPlaceIndex } from '@/features/places';
import { loadPlaceList } from '@/features/places/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { FavouritesList } from './FavouritesList';
import type { FavouriteOfferEntry } from './model/favourite-offers';

/** What FavouritesList reads, its cards and their badges, and the offers' state badges (ADR 0083). */
const FAVOURITES_MESSAGES = [
  ...['loading', 'empty', 'browseStores', 'browseRestaurants', 'browseOffers', 'count', 'placesHeading'].map(
    (key) => `favourites.${key}`,
  ),
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
 * `/favoritos`, `/en/favourites`: one cached page for everyone. It carries the stores' and restaurants'
 * lists from the same cached queries as `/lojas`, `/gastronomia` and `/ofertas`; the browser picks this
 * device's favourites out of them (ADR 0072, 0078).
 */
export async function FavouritesScreen({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'favourites' });
  const [stores, restaurants, offers] = await Promise.all([
    loadPlaceList('store', locale),
    loadPlaceList('restaurant', locale),
    loadOffers(locale),
  ]);
  const offerEntries = offers.map((o): FavouriteOfferEntry => ({
    id: o.id,
    slug: o.slug,
    title: o.title,
    startsAt: o.startsAt,
    endsAt: o.endsAt,
    placeIds: o.places.map((p) => p.id),
  }));
  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('lead')} />
      <ClientMessages namespaces={FAVOURITES_MESSAGES}>
        <FavouritesList
          stores={packPlaceIndex(toPlaceIndex('store', stores.places.map(cardFieldsOnly)))}
          restaurants={packPlaceIndex(toPlaceIndex('restaurant', restaurants.places.map(cardFieldsOnly)))}
          mall={mallHoursForPage(readMallHours(stores.settings), ['stores', 'gastronomy'], null)}
          offers={offerEntries}
        />
      </ClientMessages>
    </div>
  );
}
