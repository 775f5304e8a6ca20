/** What other features may use of opening-hours (lint refuses deeper imports across features, ADR 0038). */
export * from './model/format-next-change';
export * from './model/mall-hours-for-page';
export * from './model/open-status';
export * from './model/read-hours';
export * from './model/week-spans';
