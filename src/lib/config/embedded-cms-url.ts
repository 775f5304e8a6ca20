/**
 * Whether a CDA base URL is the embedded content service on this machine.
 * No imports: scripts/run-with-cms.mjs runs it on plain Node, which knows no `@/` path aliases.
 */
export function isEmbeddedCmsUrl(url: string): boolean {
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(url);
}
