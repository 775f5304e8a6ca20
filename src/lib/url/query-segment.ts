/**
 * A URL query carried as one path segment (`categoria%3Dmoda%26piso%3Dl1`),
 * as the internal routes of the query screens receive it (src/i18n/query-routes.ts).
 * A malformed segment stands for no query at all.
 */
export function searchParamsOfSegment(segment: string): URLSearchParams {
  try {
    return new URLSearchParams(decodeURIComponent(segment));
  } catch {
    return new URLSearchParams();
  }
}
