import { getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/page/ContentBody';
import { CoverImage } from '@/components/page/CoverImage';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHeader } from '@/components/page/PageHeader';
import { ShareButton } from '@/components/share/ShareButton';
import { FavouriteButton } from '@/features/favourites';
import { ClientMessages } from '@/i18n/ClientMessages';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { OfferView } from './load-offer';
import { OFFER_STATE_BADGE_MESSAGES } from './offer-state-messages';
import { OfferStateBadge } from './OfferStateBadge';
import styles from './OfferScreen.module.css';

/**
 * One offer: its state (in the browser), whose it is with links to their
 * pages, the picture, the text, the coupon code and the terms; share, and
 * `Offer` JSON-LD offered by its stores.
 */
export async function OfferScreen({ offer, locale }: { offer: OfferView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'offers' });
  return (
    <div className="page-container">
      <article className={styles.offer} aria-labelledby="titulo-oferta">
        <PageHeader title={offer.title} titleId="titulo-oferta" breadcrumbs={[{ label: t('title'), href: '/ofertas' }]}>
          <div className={styles.meta}>
            <ClientMessages namespaces={[...OFFER_STATE_BADGE_MESSAGES, 'buttons', 'share', 'favourites.button']}>
              <div className={styles.state}>
                <OfferStateBadge offer={offer} />
              </div>
              <FavouriteButton kind="offer" id={offer.id} name={offer.title} variant="labelled" />
              <ShareButton title={offer.title} />
            </ClientMessages>
          </div>
        </PageHeader>
        <p className={styles.places}>
          {t('at')}{' '}
          {offer.placeLinks.map((p, i) => (
            <span key={p.slug}>
              {i > 0 ? ', ' : null}
              <Link href={p.href}>{p.name}</Link>
              {p.floorName ? ` (${p.floorName})` : null}
            </span>
          ))}
        </p>
        {offer.cover ? (
          <CoverImage image={offer.cover} sizes="(min-width: 64rem) 48rem, 100vw" priority className={styles.cover} />
        ) : null}
        <ContentBody body={offer.description}>
          {offer.couponCode ? (
            <p className={styles.coupon}>
              {t('couponLabel')} <code>{offer.couponCode}</code>
            </p>
          ) : null}
          {offer.terms ? (
            <section aria-labelledby="regras" className={styles.terms}>
              <h2 id="regras">{t('terms')}</h2>
              <p>{offer.terms}</p>
            </section>
          ) : null}
        </ContentBody>
      </article>
      <JsonLd data={offer.jsonLd} />
    </div>
  );
}
