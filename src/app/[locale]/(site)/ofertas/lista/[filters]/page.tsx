import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { searchParamsOfSegment } from '@/lib/url/query-segment';
import { OffersScreen, offersMetadata } from '@/features/offers/OffersScreen';
import { loadOffers } from '@/features/offers/load-offers';
import { parseOfferParams } from '@/features/offers/model/offer-list';

interface FilteredOffersProps {
  params: Promise<{ locale: string; filters: string }>;
}

/** `/ofertas?categoria=…&piso=…`, rewritten here by the proxy (ADR 0027); cached from its first visit. */
export function generateStaticParams() {
  return [{ filters: 'terminando=1' }];
}

export async function generateMetadata({ params }: FilteredOffersProps): Promise<Metadata> {
  return offersMetadata(await getLocale(), parseOfferParams(searchParamsOfSegment((await params).filters)));
}

export default async function FilteredOffersPage({ params }: FilteredOffersProps) {
  const locale = await getLocale();
  const criteria = parseOfferParams(searchParamsOfSegment((await params).filters));
  return <OffersScreen offers={await loadOffers(locale)} locale={locale} criteria={criteria} />;
}
