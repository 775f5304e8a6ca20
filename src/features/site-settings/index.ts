/** What other features may use of site-settings (lint refuses deeper imports across features, ADR 0038). */
export * from './OpeningHoursTable';
export * from './site-settings';
export * from './weekly-hours';
