/**
 * What other features may use of favourites in any component (lint refuses deeper imports across features,
 * ADR 0038); the page, which reads the CMS, is in `./server`.
 */
export * from './FavouriteButton';
