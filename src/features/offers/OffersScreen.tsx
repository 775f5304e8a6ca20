import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page/PageHeader';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { filterableOffer, NO_CRITERIA, offerFilterOptions, type OfferListCriteria } from './model/offer-list';
import type { OfferSummary } from './model/offer-summary';
import { OfferBrowser } from './OfferBrowser';
import { OfferCard } from './OfferCard';

export async function offersMetadata(locale: AppLocale, filtered = false): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'offers' });
  const metadata = await contentMetadata([], {
    locale,
    href: '/ofertas',
    fallbackTitle: t('title'),
    fallbackDescription: t('lead'),
  });
  // a filtered list is a view of the list, not a page of its own for search engines
  return filtered ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/**
 * /ofertas and /en/offers: every store's and restaurant's offer, filtered by
 * category, floor, store and "ending soon" in the URL. The HTML holds each
 * card once; the browser gets the few fields it filters by (ADR 0069).
 */
export async function OffersScreen({
  offers,
  locale,
  criteria = NO_CRITERIA,
}: {
  offers: readonly OfferSummary[];
  locale: AppLocale;
  criteria?: OfferListCriteria;
}) {
  const t = await getTranslations({ locale, namespace: 'offers' });
  const options = offerFilterOptions(offers);
  const cards = Object.fromEntries(offers.map((o) => [o.id, <OfferCard key={o.id} offer={o} />]));
  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('lead')} />
      <section aria-label={t('title')}>
        <ClientMessages namespaces={['offerState', 'favourites.button']}>
          <OfferBrowser
            offers={offers.map(filterableOffer)}
            cards={cards}
            serverCriteria={criteria}
            categories={options.categories}
            floors={options.floors}
            places={options.places}
            empty={<p>{t('empty')}</p>}
          />
        </ClientMessages>
      </section>
    </div>
  );
}
