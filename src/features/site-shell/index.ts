/** What other features may use of site-shell (lint refuses deeper imports across features, ADR 0038). */
export * from './AlternateLinks';
