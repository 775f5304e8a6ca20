/** What other features may use of app-shell (lint refuses deeper imports across features, ADR 0038). */
export * from './AppBehaviours';
