import { MallHoursProvider, PlaceCard, type PlaceSummary } from '@/features/places';
import type { MallHoursInput } from '@/features/opening-hours';
import styles from './FeaturedPlaces.module.css';

interface FeaturedPlacesProps {
  places: readonly PlaceSummary[];
  mall: MallHoursInput;
}

/** The CMS's featured stores or restaurants as cards with their open-now status, one clock for all. */
export function FeaturedPlaces({ places, mall }: FeaturedPlacesProps) {
  return (
    <MallHoursProvider mall={mall}>
      <ul className={styles.grid}>
        {places.map((place) => (
          <li key={place.id} className={styles.item}>
            <PlaceCard place={place} headingLevel={3} />
          </li>
        ))}
      </ul>
    </MallHoursProvider>
  );
}
