/** What other features may use of directions (lint refuses deeper imports across features, ADR 0038). */
export * from './model/mall-address';
