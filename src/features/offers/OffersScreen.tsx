import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page/PageHeader';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { packOffers } from './model/offer-index';
import { NO_CRITERIA, offerSearchParams, type OfferListCriteria } from './model/offer-list';
import type { OfferSummary } from './model/offer-summary';
import { hourlyClock } from '@/lib/time/hourly-clock';
import { OfferBrowser } from './OfferBrowser';
import { OFFER_STATE_BADGE_MESSAGES } from './offer-state-messages';

/** what the list's client part says, and no more: the page's payload carries them (issue 21) */
const LIST_MESSAGES = [
  ...OFFER_STATE_BADGE_MESSAGES,
  'offerState.progress',
  'offerState.count',
  'offerState.filters',
  'offers.coupon',
  'favourites.button',
  'buttons.loadMore',
];

export async function offersMetadata(locale: AppLocale, criteria: OfferListCriteria = NO_CRITERIA): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'offers' });
  // Filtered views share the list's canonical URL; a later page of the list is its own (it shows offers page 1
  // does not, as the places' lists, ADR 0064)
  const metadata = await contentMetadata([], {
    locale,
    href:
      criteria.page > 1 ? { pathname: '/ofertas', query: Object.fromEntries(offerSearchParams(criteria)) } : '/ofertas',
    fallbackTitle: t('title'),
    fallbackDescription: t('lead'),
  });
  // a filtered list is a view of the list, not a page of its own for search engines
  return criteria === NO_CRITERIA ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

/**
 * /ofertas and /en/offers: every store's and restaurant's offer, filtered by
 * category, floor, store and "ending soon" in the URL. The HTML holds the
 * first eight cards; the browser gets every offer in a packed index and draws
 * the rest itself (ADR 0069, 0078).
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
  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('lead')} />
      <section aria-label={t('title')}>
        <ClientMessages namespaces={LIST_MESSAGES}>
          <OfferBrowser
            index={packOffers(offers)}
            serverCriteria={criteria}
            orderAt={new Date(await hourlyClock()).toISOString()}
            empty={<p>{t('empty')}</p>}
          />
        </ClientMessages>
      </section>
    </div>
  );
}
