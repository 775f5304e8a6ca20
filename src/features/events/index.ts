/**
 * What other features may use of events in any component (lint refuses deeper imports across features,
 * ADR 0038); the screens and loaders, which query the CMS, are in `./server`.
 */
export * from './AddToCalendar';
export * from './model/calendar-hrefs';
export * from './where-label';
