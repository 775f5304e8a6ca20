/**
 * A path whose percent-encoding does not decode (`/%FF`, `/loja/%E0%A4%A`):
 * it names no page, and decoding it anywhere further (the router reads the
 * pathname in the browser too) would throw. No imports: the site server, which
 * plain Node runs, reads it too (src/server/request-refusals.ts).
 */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
