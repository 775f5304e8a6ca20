import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { loadMapPage } from '@/features/map/load-map-page';
import { MapScreen } from '@/features/map/MapScreen';
// not the offers' index: a server module that imports it names each of its client components among this page's
// scripts, rendered or not (ADR 0097)
import { offersByPlace } from '@/features/offers/offers-by-place';
import { OffersByPlaceProvider } from '@/features/offers/OffersByPlaceProvider';
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
