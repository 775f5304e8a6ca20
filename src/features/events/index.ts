/** What other features and routes may use of events (lint refuses deeper imports across features, ADR 0038). */
export * from './AddToCalendar';
export * from './AgendaScreen';
export * from './EventFacts';
export * from './EventsSoon';
export * from './model/calendar-hrefs';
export * from './where-label';
