/** What other features may use of search (lint refuses deeper imports across features, ADR 0038). */
export * from './model/amenity-documents';
export * from './model/query-check';
export * from './model/search-hits';
export * from './model/site-search';
export * from './model/suggestions';
export * from './model/synonyms';
export { PlainSearchForm } from './PlainSearchForm';
