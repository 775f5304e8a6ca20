/** What other features may use of consent (lint refuses deeper imports across features, ADR 0038). */
export * from './Analytics';
export * from './ConsentBanner';
export * from './ConsentScript';
export * from './ConsentSettingsButton';
