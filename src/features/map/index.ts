/** What other features may use of map (lint refuses deeper imports across features, ADR 0038). */
export * from './model/floor-plan';
export * from './model/read-floor-plan';
