/** What other features may use of offers (lint refuses deeper imports across features, ADR 0038). */
export * from './OfferShelf';
export * from './load-offers';
export * from './model/offer-state';
export * from './model/offer-summary';
