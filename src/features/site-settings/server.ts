import 'server-only';

/** What other features may use of site-settings on the server only: kept apart from index.ts so no client bundle reaches it. */
export * from './load-site-settings';
