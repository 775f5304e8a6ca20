/** What other features may use of preview (lint refuses deeper imports across features, ADR 0038). */
export * from './LiveRefresh';
export * from './PreviewBadge';
