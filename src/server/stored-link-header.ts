/**
 * The `Link` header a stored page keeps: Next's own entries (its font preloads), each once, without the hreflang
 * alternates. The proxy adds those to every answer of a page (ADR 0064), and a page regenerated after a publish is
 * rendered on a response that already carries them and its stored `Link`: Next stored the lot with the new page,
 * so each publish added one more copy of the alternates, a header without bound that a CDN in front refuses past
 * its limit (Varnish's `http_resp_hdr_len`, 8 kB; nginx's `proxy_buffer_size`, 4 kB).
 */
export function storedLinkHeader(value: unknown): string | undefined {
  const lines = Array.isArray(value) ? value : [value];
  const entries = lines.flatMap((line) => (typeof line === 'string' ? linkEntries(line) : []));
  const kept = [...new Set(entries.filter((entry) => !isAlternate(entry)))];
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/** `rel="alternate"` (quoted or not, among other relations) with an `hreflang`: a language alternate */
const isAlternate = (entry: string): boolean =>
  /;\s*hreflang\s*=/i.test(entry) && /;\s*rel\s*=\s*"?[^";]*\balternate\b/i.test(entry);

/** The entries of a `Link` header (RFC 8288): split at the commas outside `<…>` and quoted strings. */
function linkEntries(header: string): string[] {
  const entries: string[] = [];
  let current = '';
  let inTarget = false;
  let inQuotes = false;
  for (const char of header) {
    if (char === '<' && !inQuotes) inTarget = true;
    else if (char === '>' && !inQuotes) inTarget = false;
    else if (char === '"' && !inTarget) inQuotes = !inQuotes;
    if (char === ',' && !inTarget && !inQuotes) {
      entries.push(current);
      current = '';
    } else current += char;
  }
  entries.push(current);
  return entries.map((entry) => entry.trim()).filter(Boolean);
}
