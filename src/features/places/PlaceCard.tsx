import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icons';
import { ResponsiveImage } from '@/components/page/ResponsiveImage';
import { FavouriteButton } from '@/features/favourites';
import { Link } from '@/i18n/navigation';
import type { PlaceSummary } from './model/place-summary';
import { OpenStatusBadge } from './OpenStatusBadge';
import { placeHref } from './place-href';
import styles from './PlaceCard.module.css';

/**
 * The logo is requested at twice its 80 px box: half of it, all of it and one and a half times it are what 1×,
 * 2× and 3× screens pick (80w, 160w, 240w). Two more candidates, 120w and 320w, which no screen needed, were
 * two URLs a card, 12 cards a list page (issue 21).
 */
const LOGO_DENSITIES = [0.5, 1, 1.5];

interface PlaceCardProps {
  place: PlaceSummary;
  /** the server's instant (ISO) for the badge's first render */
  /** a fixed instant for stories and tests; pages leave it out */
  at?: string;
  /** the heading level of the name in the page outline */
  headingLevel?: 2 | 3;
}

/**
 * A store or restaurant in a list: logo, name (the link; the whole card is
 * its click target), category or cuisine, floor, and whether it is open.
 * The logo box has a fixed size, so lazy logos never shift the grid.
 */
export function PlaceCard({ place, at, headingLevel = 2 }: PlaceCardProps) {
  const t = useTranslations('places');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.logo}>
        {place.logo ? (
          <ResponsiveImage
            data={{ ...place.logo, alt: place.logo.alt || t('logoAlt', { name: place.name }) }}
            sizes="80px"
            densities={LOGO_DENSITIES}
            usePlaceholder={false}
            pictureClassName={styles.picture}
            imgClassName={styles.image}
          />
        ) : (
          <span className={styles.monogram} aria-hidden="true">
            {monogram(place.name)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link href={placeHref(place)} className={styles.link} data-place-card-link="">
            {place.name}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {place.categoryName ? <span className={styles.category}>{place.categoryName}</span> : null}
          {place.floorName ? (
            <span className={styles.floor}>
              <Icon name="floor" size={13} className={styles.floorIcon} />
              {place.floorName}
              {place.unit ? <span className={styles.unit}> · {place.unit}</span> : null}
            </span>
          ) : null}
        </p>
        <div className={styles.status}>
          <OpenStatusBadge place={place.hours} at={at} showNextChange />
        </div>
      </div>
      <div className={styles.favourite}>
        <FavouriteButton kind={place.kind} id={place.id} name={place.name} />
      </div>
    </article>
  );
}

function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
