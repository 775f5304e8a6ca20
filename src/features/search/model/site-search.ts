import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { foldText, processSearchTerm, stemWord, tokenizeForSearch } from './normalize';
import { queryParts, typosAllowed } from './synonyms';
import type { SearchDocument, SearchHit, SearchKind } from './search-hits';

/** Field weights: a name counts most, then the words that describe it, then its text. */
const BOOST = { title: 6, keywords: 3, text: 1 } as const;

const MATCHING: SearchOptions = {
  combineWith: 'AND',
  boost: BOOST,
  // "sapat" finds "Sapataria"; a one-letter prefix would match everything
  prefix: (term) => term.length >= 2,
  // one typo from five letters on, two from eight ("sapatria" → "sapataria");
  // shorter words have too many neighbours ("shoe" → "shop", "vaga" → "Vega")
  fuzzy: (term) => typosAllowed(term.length) || false,
};

/** Synonyms are the editors' exact words: no typo, no prefix, or "vaga" would find "Vega". */
const EXACT: SearchOptions = { ...MATCHING, prefix: false, fuzzy: false };

const joinKeywords = (doc: SearchDocument) =>
  [...(doc.keywords ?? []), ...(doc.aliases ?? [])].filter(Boolean).join(' · ');

/**
 * The site's search over one locale's documents (MiniSearch, ADR 0031):
 * accent- and case-insensitive, plural-aware, prefix and typo tolerant,
 * names weighted highest, editors' synonyms applied to the query, and a
 * section named by the query shown first. The same class serves the search
 * page, the suggestions endpoint and the map (in the browser).
 */
export class SiteSearch {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly byId = new Map<string, SearchDocument>();
  /** an index term → the word as written in a title or keyword, for 'did you mean' */
  private readonly surface = new Map<string, string>();

  constructor(
    documents: readonly SearchDocument[],
    private readonly synonyms: readonly (readonly string[])[] = [],
  ) {
    this.index = new MiniSearch<SearchDocument>({
      idField: 'key',
      fields: ['title', 'keywords', 'text'],
      extractField: (doc, field) => {
        if (field === 'key') return `${doc.kind}:${doc.id}`;
        if (field === 'keywords') return joinKeywords(doc);
        return (doc as unknown as Record<string, unknown>)[field] as string;
      },
      tokenize: tokenizeForSearch,
      processTerm: processSearchTerm,
      searchOptions: MATCHING,
    });
    for (const doc of documents) {
      const key = `${doc.kind}:${doc.id}`;
      if (this.byId.has(key)) continue;
      this.byId.set(key, doc);
      this.index.add(doc);
      for (const word of `${doc.title} ${joinKeywords(doc)}`.split(/[^\p{L}\p{N}]+/u)) {
        const term = processSearchTerm(word);
        if (term && !this.surface.has(term)) this.surface.set(term, word.toLocaleLowerCase());
      }
    }
  }

  get size(): number {
    return this.byId.size;
  }

  /** The index as it would travel to a browser (MiniSearch's JSON): the benchmark weighs it. */
  serialized(): string {
    return JSON.stringify({ index: this.index, documents: [...this.byId.values()] });
  }

  /** Hits best first; a section the query names comes before everything else. */
  search(query: string, options: { limit?: number; kinds?: readonly SearchKind[] } = {}): SearchHit[] {
    const parts = queryParts(query, this.synonyms);
    if (parts.length === 0) return [];
    const expression: Query = {
      combineWith: 'AND',
      queries: parts.map((part) => ({
        combineWith: 'OR',
        queries: [
          { ...MATCHING, queries: [part.typed] },
          ...part.synonyms.map((synonym) => ({ ...EXACT, queries: [synonym] })),
        ],
      })),
    };
    const kinds = options.kinds ? new Set(options.kinds) : null;
    const foldedQuery = foldText(query);
    const named = this.sectionNamed(foldedQuery);
    // a query that names a section ("cinema") wants what it lists (films) before the rest
    const leads = (hit: SearchHit) => (named?.doc.lists === hit.kind ? 1 : 0);
    const hits = this.index
      .search(expression, kinds ? { filter: (r) => kinds.has(this.docOf(r).kind) } : {})
      .map((result) => this.toHit(result, foldedQuery))
      .filter((hit) => hit.key !== named?.key)
      .map(({ hit }) => hit)
      .sort((a, b) => leads(b) - leads(a) || b.score - a.score || a.title.localeCompare(b.title, 'pt-BR'));
    const all =
      named && (!kinds || kinds.has('section'))
        ? [{ ...named.doc, score: Number.POSITIVE_INFINITY, terms: [] }, ...hits]
        : hits;
    return options.limit === undefined ? all : all.slice(0, options.limit);
  }

  /**
   * For a query that finds nothing: the closest query that finds something,
   * in words as the content writes them ("sapatria" → "sapataria"), or null.
   */
  didYouMean(query: string): string | null {
    const words = queryParts(query, []).length;
    // a suggestion for every word, not a longer or shorter query
    const best = this.index
      .autoSuggest(query, {
        ...MATCHING,
        prefix: false,
        fuzzy: (term) => (term.length >= 4 ? typosAllowed(term.length) + 1 : false),
      })
      .find((suggestion) => suggestion.terms.length === words);
    if (!best) return null;
    const suggestion = best.terms.map((term) => this.surface.get(term) ?? term).join(' ');
    return foldText(suggestion) === foldText(query) ? null : suggestion;
  }

  private docOf(result: SearchResult): SearchDocument {
    return this.byId.get(result.id as string) as SearchDocument;
  }

  private toHit(result: SearchResult, foldedQuery: string): { key: string; hit: SearchHit } {
    const doc = this.docOf(result);
    const title = foldText(doc.title);
    // the exact name first, then names that begin with the query
    const bonus = title === foldedQuery ? 3 : title.startsWith(foldedQuery) ? 1.5 : 1;
    return { key: result.id as string, hit: { ...doc, score: result.score * bonus, terms: result.terms } };
  }

  private sectionNamed(foldedQuery: string): { key: string; doc: SearchDocument } | null {
    const stemmed = foldedQuery.split(' ').map(stemWord).join(' ');
    for (const [key, doc] of this.byId) {
      if (doc.kind !== 'section') continue;
      const names = [doc.title, ...(doc.aliases ?? [])].map((name) =>
        foldText(name).split(' ').map(stemWord).join(' '),
      );
      if (names.includes(stemmed)) return { key, doc };
    }
    return null;
  }
}
