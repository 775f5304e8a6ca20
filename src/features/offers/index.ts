/** What other features may use of offers (lint refuses deeper imports across features, ADR 0038); server code: ./server. */
export * from './model/offer-state';
export * from './model/offer-summary';
export * from './model/plain-text';
export * from './offer-state-messages';
export * from './OfferStateBadge';
export * from './OffersByPlaceProvider';
export * from './PlaceOffersNote';
export * from './offers-by-place';
