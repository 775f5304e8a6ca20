/**
 * The bare page has no instrumentation of its own. Without this file Next, whose Turbopack root is the
 * project's root (for node_modules), would pick up the site's instrumentation.ts, and the "bare" page
 * would validate the site's configuration and load its error reporting.
 */
export function register(): void {}
