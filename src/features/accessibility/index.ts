/** What other features may use of accessibility (lint refuses deeper imports across features, ADR 0038). */
export * from './AccessKeys';
export * from './ContrastScript';
export * from './ContrastToggle';
export * from './SkipLinks';
export * from './TextSizeHelp';
export * from './layout-targets';
