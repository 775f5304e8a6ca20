/** What other features may use of forms (lint refuses deeper imports across features, ADR 0038). */
export * from './SiteForm';
