/** What other features may use of places (lint refuses deeper imports across features, ADR 0038). */
export * from './MallHoursProvider';
export * from './OpenStatusBadge';
export * from './PlaceCard';
export * from './model/intern-table';
export * from './model/place-summary';
export * from './open-status-labels';
export * from './packed-place-index';
export * from './place-href';
export { cardFieldsOnly, fromPlaceIndex, toPlaceIndex } from './model/place-index';
export { PLACE_CARD_MESSAGES } from './client-messages';
