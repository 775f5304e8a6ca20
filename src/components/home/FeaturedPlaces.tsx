import { OpenStatusClock } from '@/components/places/OpenStatusClock';
import { PlaceCard } from '@/components/places/PlaceCard';
import type { MallHoursInput } from '@/lib/opening-hours/open-status';
import type { PlaceSummary } from '@/lib/places/place-summary';
import styles from './FeaturedPlaces.module.css';

interface FeaturedPlacesProps {
  places: readonly PlaceSummary[];
  mall: MallHoursInput;
  renderedAt: string;
}

/** The CMS's featured stores or restaurants as cards with their open-now status, one clock for all. */
export function FeaturedPlaces({ places, mall, renderedAt }: FeaturedPlacesProps) {
  return (
    <OpenStatusClock serverAt={renderedAt} mall={mall}>
      <ul className={styles.grid}>
        {places.map((place) => (
          <li key={place.id} className={styles.item}>
            <PlaceCard place={place} at={renderedAt} headingLevel={3} />
          </li>
        ))}
      </ul>
    </OpenStatusClock>
  );
}
