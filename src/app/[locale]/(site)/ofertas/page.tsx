import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { OffersScreen, offersMetadata } from '@/features/offers/OffersScreen';
import { loadOffers } from '@/features/offers/load-offers';

export async function generateMetadata(): Promise<Metadata> {
  return offersMetadata(await getLocale());
}

export default async function OffersPage() {
  const locale = await getLocale();
  return <OffersScreen offers={await loadOffers(locale)} locale={locale} />;
}
