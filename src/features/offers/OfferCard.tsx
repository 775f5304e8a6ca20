import { useTranslations } from 'next-intl';
import { ResponsiveImage } from '@/components/page/ResponsiveImage';
import { FavouriteButton } from '@/features/favourites';
import { Link } from '@/i18n/navigation';
import type { OfferCardData } from './model/offer-index';
import { OfferStateBadge } from './OfferStateBadge';
import styles from './OfferCard.module.css';

interface OfferCardProps {
  offer: OfferCardData;
  /** a fixed instant for stories and tests; pages leave it out */
  at?: string;
  headingLevel?: 2 | 3;
  /**
   * The list's first card: on a phone its picture, the width of the screen, is the largest paint, so it is
   * announced in the head and fetched first, never lazily (issue 21)
   */
  priority?: boolean;
}

/**
 * An offer in a list: its picture, title (the link; the whole card is its
 * click target), whose offer it is and where, its state, and a coupon code
 * when it has one; the heart keeps it in the visitor's favourites (ADR 0078).
 * Rendered on the server (the home band, a store's page) and in the browser
 * (the list, from its packed index). The picture's box has a fixed ratio so lazy images never
 * shift the grid.
 */
export function OfferCard({ offer, at, headingLevel = 2, priority = false }: OfferCardProps) {
  const t = useTranslations('offers');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const floors = [...new Set(offer.places.flatMap((p) => p.floorName ?? []))];
  return (
    <article className={styles.card} data-offer-card={offer.slug}>
      <div className={styles.media}>
        {offer.image ? (
          <ResponsiveImage
            data={{ ...offer.image, alt: '' }}
            usePlaceholder={false}
            priority={priority}
            pictureClassName={styles.picture}
            imgClassName={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.places}>{offer.places.map((p) => p.name).join(' · ')}</p>
        <Heading className={styles.title}>
          <Link href={{ pathname: '/ofertas/[slug]', params: { slug: offer.slug } }} className={styles.link}>
            {offer.title}
          </Link>
        </Heading>
        {floors.length ? <p className={styles.meta}>{floors.join(' · ')}</p> : null}
        <p className={styles.footer}>
          <OfferStateBadge offer={offer} at={at} />
          {offer.couponCode ? (
            <span className={styles.coupon}>
              {t('coupon')} <code>{offer.couponCode}</code>
            </span>
          ) : null}
        </p>
      </div>
      <div className={styles.favourite}>
        <FavouriteButton kind="offer" id={offer.id} name={offer.title} />
      </div>
    </article>
  );
}
