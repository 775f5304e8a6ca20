/**
 * The messages each places screen gives its client components (`ClientMessages`), key by key: a whole
 * namespace would carry every other text of the feature in the page's payload too (issue 21, ADR 0083).
 * Each list names what the client components below read; e2e/routes.spec.ts fails on a missing one.
 */

/** OpenStatusBadge with its next change (`formatNextChange`) */
const OPEN_STATUS_BADGE = ['openStatus', 'places.nextChange'];

/** FavouriteButton on a card ('icon'): its name, the toast and its undo */
const FAVOURITE_ICON_BUTTON = ['toggle', 'added', 'removed', 'undo'].map((key) => `favourites.button.${key}`);

/** PlaceCard in a client component: its badges, its heart and the logo's fallback alt text */
export const PLACE_CARD_MESSAGES = [...OPEN_STATUS_BADGE, ...FAVOURITE_ICON_BUTTON, 'places.logoAlt'];

/** PlaceBrowser: PlaceFilters, PlaceList (count, empty state, "load more") and the cards */
export function placeListMessages(section: 'stores' | 'gastronomy'): string[] {
  const filters = ['title', 'search', 'searchPlaceholder', 'floor', 'allFloors', 'openNow', 'order'];
  return [
    ...PLACE_CARD_MESSAGES,
    ...[...filters, 'orderFeatured', 'orderAz', 'apply', 'clear'].map((key) => `places.filters.${key}`),
    ...['emptyTitle', 'emptyBody', 'showing'].map((key) => `places.${key}`),
    ...['count', 'category', 'allCategories'].map((key) => `${section}.${key}`),
    'buttons.loadMore',
  ];
}

/**
 * A place's page: the badges (its own and the related cards', server-rendered cards whose badge and heart
 * are client components), WeekFromToday's table, ShareButton and the labelled heart.
 */
export const PLACE_DETAIL_MESSAGES = [
  ...OPEN_STATUS_BADGE,
  'favourites.button',
  ...['hoursUnavailable', 'hoursInvalid', 'hoursCaption', 'day', 'hours', 'today', 'optionalHoliday', 'holiday'].map(
    (key) => `places.${key}`,
  ),
  ...['closed', 'range', 'overnight'].map((key) => `places.${key}`),
  'layout.hours.weekdays',
  'buttons.share',
  'share',
];
