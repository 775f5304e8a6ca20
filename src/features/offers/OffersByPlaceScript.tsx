import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { serializeJsonLd } from '@/components/page/JsonLd';
import type { OfferSummary } from './model/offer-summary';
import { OFFERS_BY_PLACE_ID, type OffersByPlace } from './PlaceOffersNote';

/**
 * Which places have offers, and their dates, as inert JSON in the page: the
 * map's place card (another feature's client component) reads it from the
 * document, so the map's own data and components need not carry offers.
 */
export async function OffersByPlaceScript({ offers, locale }: { offers: readonly OfferSummary[]; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'offerState' });
  const places: OffersByPlace['places'] = {};
  for (const offer of offers) {
    for (const p of offer.places) {
      const entry = (places[p.id] ??= {
        href: getPathname({ href: { pathname: '/ofertas', query: { loja: p.slug } }, locale }),
        offers: [],
      });
      entry.offers.push({ startsAt: offer.startsAt, endsAt: offer.endsAt });
    }
  }
  const data: OffersByPlace = { one: t('placeCount.one'), other: t('placeCount.other'), places };
  return (
    <script
      type="application/json"
      id={OFFERS_BY_PLACE_ID}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
