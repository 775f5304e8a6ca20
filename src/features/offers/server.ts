/** The offers' server-only public API: the cached query and the sections other pages show (ADR 0038). */
export * from './OfferShelf';
export * from './load-offers';
