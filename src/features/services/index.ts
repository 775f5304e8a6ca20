/** What other features may use of services (lint refuses deeper imports across features, ADR 0038). */
export * from './ServiceIcon';
