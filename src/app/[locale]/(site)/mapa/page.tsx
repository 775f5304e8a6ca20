import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { loadMapPage } from '@/features/map/load-map-page';
import { MapScreen } from '@/features/map/MapScreen';
import { OffersByPlaceProvider, offersByPlace } from '@/features/offers';
import { loadOffers } from '@/features/offers/server';
import { pageMetadata } from '@/lib/seo/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadMapPage(locale));
}

export default async function MapPage() {
  const locale = await getLocale();
  const page = await loadMapPage(locale);
  if (!page) notFound();
  return (
    <OffersByPlaceProvider offers={offersByPlace(await loadOffers(locale))}>
      <MapScreen page={page} locale={locale} />
    </OffersByPlaceProvider>
  );
}
