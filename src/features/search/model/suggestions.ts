import { groupHits, type SearchHit, type SearchKind } from './search-hits';
import type { SiteSearch } from './site-search';

/** At most this many suggestions under the header's search box. */
export const MAX_SUGGESTIONS = 8;

export interface Suggestion {
  kind: SearchKind;
  title: string;
  href: string;
  detail: string | null;
}

export interface SuggestionsAnswer {
  query: string;
  /** every hit the search page would show for this query */
  total: number;
  suggestions: Suggestion[];
}

const toSuggestion = (hit: SearchHit): Suggestion => ({
  kind: hit.kind,
  title: hit.title,
  href: hit.href,
  detail: hit.detail ?? null,
});

/** The best hits, grouped by kind in the search page's order, so the list reads as it will on /busca. */
export function suggestionsFor(search: SiteSearch, query: string): SuggestionsAnswer {
  const hits = search.search(query);
  const best = groupHits(hits.slice(0, MAX_SUGGESTIONS)).flatMap((group) => group.hits.map(toSuggestion));
  return { query, total: hits.length, suggestions: best };
}
