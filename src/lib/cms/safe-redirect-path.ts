/**
 * The `path` of the draft routes must stay on this site. Anything a browser
 * could read as another origin is refused: `//evil.com`, `/\evil.com`
 * (browsers treat `\` as `/`), `https://…`, `javascript:…`, control characters.
 * Returns the normalized path (pathname + search + hash) or null.
 */
export function toSafeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
