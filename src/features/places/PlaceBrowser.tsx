'use client';

import { useLocale } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { navigateSearch, useLocationSearch } from '@/components/navigation/use-location-search';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { computeOpenStatus, type MallHoursInput } from '@/features/opening-hours';
import {
  distinctOptions,
  filterPlaces,
  listSearchParams,
  paginate,
  parseListParams,
  type CategoryParam,
  type PlaceListCriteria,
} from './model/place-list';
import { fromPlaceIndex } from './model/place-index';
import type { PlaceSummary } from './model/place-summary';
import { MallHoursProvider } from './MallHoursProvider';
import { PlaceFilters, type FilterOption } from './PlaceFilters';
import { PlaceList } from './PlaceList';
import { type PackedPlaceIndex, unpackPlaceIndex } from './packed-place-index';
import styles from './PlaceListScreen.module.css';

interface PlaceBrowserBase {
  pathname: '/lojas' | '/gastronomia';
  categoryParam: CategoryParam;
  mall: MallHoursInput;
}

export interface PlaceBrowserProps extends PlaceBrowserBase {
  /** every place of the list, in the compact form the page carries (src/features/places/model/place-index.ts, packed-place-index.ts) */
  index: PackedPlaceIndex;
}

/**
 * The filters' categories and floors, from the places themselves: the index names each once already, so the
 * options do not travel a second time (ADR 0083).
 */
function filterOptions(places: readonly PlaceSummary[], locale: string) {
  return {
    categories: distinctOptions(
      places,
      (p) => (p.categorySlug && p.categoryName ? { value: p.categorySlug, label: p.categoryName } : null),
      locale,
    ),
    floors: distinctOptions(
      places,
      (p) => (p.floorCode && p.floorName ? { value: p.floorCode, label: p.floorName, position: p.floorLevel } : null),
      locale,
    ),
  };
}

/** The filters and the matching cards for given criteria; "open now" only once the time is known. */
export function PlaceBrowserView({
  criteria,
  now,
  onLoadMore,
  ...props
}: PlaceBrowserBase & {
  places: readonly PlaceSummary[];
  categories: readonly FilterOption[];
  floors: readonly FilterOption[];
  criteria: PlaceListCriteria;
  now: Date | null;
  locale: string;
  onLoadMore?: () => void;
}) {
  const isOpen = (p: PlaceSummary) =>
    now ? computeOpenStatus({ at: now, place: p.hours, mall: props.mall }).status === 'open' : true;
  const matches = filterPlaces(props.places, criteria, { locale: props.locale, isOpen });
  const page = paginate(matches, criteria.page);
  return (
    <MallHoursProvider mall={props.mall}>
      <div className={styles.layout}>
        <PlaceFilters
          pathname={props.pathname}
          categoryParam={props.categoryParam}
          criteria={criteria}
          categories={props.categories}
          floors={props.floors}
        />
        <PlaceList
          pathname={props.pathname}
          categoryParam={props.categoryParam}
          criteria={criteria}
          visible={page.visible}
          total={page.total}
          nextPage={page.nextPage}
          {...(onLoadMore ? { onLoadMore } : {})}
        />
      </div>
    </MallHoursProvider>
  );
}

/**
 * /lojas and /gastronomia in the browser: the filters are read from the URL
 * and applied to every place in memory, "open now" at the browser's clock;
 * changing them rewrites the URL through the history API, so filtering asks
 * the server for nothing (ADR 0027). The server's HTML is this view for the
 * page's own criteria, hydrated in place, then the URL's criteria apply.
 */
export function PlaceBrowser({
  serverCriteria,
  index,
  ...props
}: PlaceBrowserProps & { serverCriteria: PlaceListCriteria }) {
  const locale = useLocale();
  const places = useMemo(() => fromPlaceIndex(unpackPlaceIndex(index)), [index]);
  const options = useMemo(() => filterOptions(places, locale), [places, locale]);
  const search = useLocationSearch();
  const now = useMinuteNow();
  const criteria = search ? parseListParams(search, props.categoryParam) : serverCriteria;
  const loadMore = useCallback(() => {
    navigateSearch(listSearchParams({ ...criteria, page: criteria.page + 1 }, props.categoryParam), 'replace');
  }, [criteria, props.categoryParam]);
  return (
    <PlaceBrowserView
      {...props}
      {...options}
      places={places}
      criteria={criteria}
      now={now}
      locale={locale}
      onLoadMore={loadMore}
    />
  );
}
