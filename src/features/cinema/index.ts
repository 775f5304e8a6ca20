/** What other features may use of cinema (lint refuses deeper imports across features, ADR 0038). */
export * from './AgeRatingBadge';
export * from './MovieDuration';
export * from './MoviePoster';
export * from './model/calendar';
export * from './model/prices';
export * from './model/read-sessions';
export * from './model/sessions';
export * from './model/session-tags';
export * from './movie-summary';
export * from './movie-types';
