/**
 * The messages the map's client components read: the map, its open-now badges, directions, and the place card's
 * offer count (`offerState.placeCount`, from the offers feature's `PlaceOffersNote`).
 */
export const MAP_CLIENT_MESSAGES = [
  'map',
  'openStatus',
  'places.nextChange',
  'wayfinding',
  'offerState.placeCount',
] as const;
