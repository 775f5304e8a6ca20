import type { PlaceHoursInput } from '@/features/opening-hours';

/*
 * What a search answers, apart from the index that answers it (site-search.ts): the header's suggestions read
 * these in every page's JavaScript, and MiniSearch (about 7 kB gzip) loads only where an index is built.
 */

/** The kinds of content the search covers, in the order their groups are shown. */
export const SEARCH_KINDS = [
  'section',
  'store',
  'restaurant',
  'movie',
  'article',
  'service',
  'amenity',
  'project',
  'job',
  'page',
  'offer',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The open-now inputs of a store or restaurant, for its status badge (checked on the server). */
export type SearchHours = PlaceHoursInput;

/** One searchable item, already in the visitor's locale. */
export interface SearchDocument {
  kind: SearchKind;
  id: string;
  title: string;
  /** category, cuisine, genre, tags, the kind's own word: what a visitor types without it being in the title */
  keywords?: readonly string[];
  /** a description or excerpt */
  text?: string | null;
  href: string;
  /** a short line shown under the title (category, floor, date…) */
  detail?: string | null;
  hours?: SearchHours | null;
  /** sections: the names a query may call it by ("restaurantes" → Gastronomia) */
  aliases?: readonly string[];
  /** sections: the kind of result it lists, shown right after it when the query names it */
  lists?: SearchKind;
}

export interface SearchHit extends SearchDocument {
  score: number;
  /** the index terms the hit matched, for highlighting (see highlight.ts) */
  terms: readonly string[];
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/**
 * Hits grouped by kind, the groups in the order of their best hit (the hits
 * come best first), so "cafe" shows the cafés before a bookshop that serves
 * coffee; a section the query names is first, as it is in the hits.
 */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.kind);
    if (group) group.push(hit);
    else groups.set(hit.kind, [hit]);
  }
  return [...groups].map(([kind, grouped]) => ({ kind, hits: grouped }));
}
