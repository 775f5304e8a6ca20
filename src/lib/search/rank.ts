import { foldText, queryTerms, searchWords } from './normalize';

/** The kinds of content the site search covers, in the order their groups are shown. */
export const SEARCH_KINDS = ['store', 'restaurant', 'movie', 'article', 'service', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable item, already in the visitor's locale. */
export interface SearchDocument {
  kind: SearchKind;
  id: string;
  title: string;
  /** category, cuisine, genre, tags: words a visitor types without them being in the title */
  keywords?: readonly string[];
  /** a description or excerpt */
  text?: string | null;
  href: string;
  /** a short line shown under the title (category, floor, date…) */
  detail?: string | null;
}

export interface SearchHit extends SearchDocument {
  score: number;
}

/** Longest query accepted; anything longer is refused with a message instead of being cut silently. */
export const MAX_QUERY_LENGTH = 80;

export type QueryCheck = { kind: 'empty' } | { kind: 'tooLong'; max: number } | { kind: 'ok'; query: string };

/** Validates the raw `?q=` value. */
export function checkQuery(raw: string | string[] | undefined): QueryCheck {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (value.length > MAX_QUERY_LENGTH) return { kind: 'tooLong', max: MAX_QUERY_LENGTH };
  if (foldText(value) === '') return { kind: 'empty' };
  return { kind: 'ok', query: value };
}

const WEIGHT = { exactTitle: 100, titlePrefix: 40, titleWord: 20, titleInner: 8, keyword: 12, text: 3 } as const;

/** How well one query term matches one field's words: a whole word beats a prefix, a prefix beats an inner match. */
function termScore(term: string, words: readonly string[], whole: number, prefix: number, inner: number): number {
  let best = 0;
  for (const word of words) {
    if (word === term) return whole;
    if (word.startsWith(term)) best = Math.max(best, prefix);
    else if (term.length >= 3 && word.includes(term)) best = Math.max(best, inner);
  }
  return best;
}

function scoreDocument(doc: SearchDocument, terms: readonly string[], foldedQuery: string): number {
  const title = searchWords(doc.title);
  const keywords = (doc.keywords ?? []).flatMap(searchWords);
  const text = searchWords(doc.text ?? '');
  let score = 0;
  for (const term of terms) {
    const termBest = Math.max(
      termScore(term, title, WEIGHT.titleWord, WEIGHT.titleWord * 0.75, WEIGHT.titleInner),
      termScore(term, keywords, WEIGHT.keyword, WEIGHT.keyword * 0.75, WEIGHT.keyword * 0.25),
      termScore(term, text, WEIGHT.text, WEIGHT.text * 0.75, 0),
    );
    // every term must be found somewhere: "sapato infantil" does not list every shoe shop
    if (termBest === 0) return 0;
    score += termBest;
  }
  const foldedTitle = foldText(doc.title);
  if (foldedTitle === foldedQuery) score += WEIGHT.exactTitle;
  else if (foldedTitle.startsWith(foldedQuery)) score += WEIGHT.titlePrefix;
  return score;
}

/**
 * Ranks documents against a query: accent- and case-insensitive, plural-aware,
 * every term required, title matches first. Ties keep alphabetical order so
 * results are stable between requests.
 */
export function rankDocuments(documents: readonly SearchDocument[], query: string): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const foldedQuery = foldText(query);
  return documents
    .map((doc) => ({ ...doc, score: scoreDocument(doc, terms, foldedQuery) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title, 'pt-BR'));
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** Hits grouped by kind, in the fixed order of SEARCH_KINDS, leaving out empty groups. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) })).filter((g) => g.hits.length > 0);
}
