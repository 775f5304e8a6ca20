import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/page/SectionHeading';
import { ClientMessages } from '@/i18n/ClientMessages';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { packOffers } from './model/offer-index';
import type { OfferSummary } from './model/offer-summary';
import { LiveOfferList } from './LiveOfferList';
import { OFFER_STATE_BADGE_MESSAGES } from './offer-state-messages';
import styles from './OfferShelf.module.css';

interface OfferShelfProps {
  offers: readonly OfferSummary[];
  locale: AppLocale;
  /** the section's heading id (the section is labelled by it) */
  id: string;
  /** at most this many cards */
  limit?: number;
  /** a store's or restaurant's own offers: its slug, for the link to the filtered list */
  placeSlug?: string;
}

/**
 * The cards of the offers still on or to come, at most `limit`, soonest to
 * end first; ended ones leave at their minute, in the browser (ADR 0069).
 */
export async function OfferCards({ offers, locale, limit }: Pick<OfferShelfProps, 'offers' | 'locale' | 'limit'>) {
  const t = await getTranslations({ locale, namespace: 'offers' });
  return (
    <ClientMessages namespaces={[...OFFER_STATE_BADGE_MESSAGES, 'offers.coupon', 'favourites.button']}>
      <LiveOfferList index={packOffers(offers)} {...(limit ? { limit } : {})} empty={<p>{t('none')}</p>} />
    </ClientMessages>
  );
}

/**
 * Offers on another page: the home page's band, a store's or restaurant's
 * page. Ended offers leave it at their minute, in the browser; the heading
 * stays, and says so, when none is left.
 */
export async function OfferShelf({ offers, locale, id, limit, placeSlug }: OfferShelfProps) {
  if (offers.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'offers' });
  return (
    <section aria-labelledby={id} className={styles.shelf} data-offer-shelf="">
      <SectionHeading
        id={id}
        aside={
          <Link href={placeSlug ? { pathname: '/ofertas', query: { loja: placeSlug } } : '/ofertas'}>{t('all')}</Link>
        }
      >
        {placeSlug ? t('placeTitle') : t('bandTitle')}
      </SectionHeading>
      <OfferCards offers={offers} locale={locale} {...(limit ? { limit } : {})} />
    </section>
  );
}
