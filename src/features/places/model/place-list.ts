/**
 * The store and restaurant lists: filters, order and "load more" pagination,
 * all read from and written to the URL so a filtered list can be shared and
 * the back button works (docs/adr/0020-place-list-url-params.md).
 *
 * Pure: the page fetches every place once and filters in memory; whether a
 * place is open is passed in (`isOpen`), computed at the server's instant.
 */
export const PAGE_SIZE = 12;

/** The query parameter of the category filter: stores have categories, restaurants cuisines. */
export type CategoryParam = 'categoria' | 'cozinha';

export const LIST_PARAMS = { floor: 'piso', openNow: 'aberto', query: 'q', order: 'ordem', page: 'pagina' } as const;

export type PlaceOrder = 'featured' | 'az';

export interface PlaceListCriteria {
  category: string | null;
  floor: string | null;
  openNow: boolean;
  query: string;
  order: PlaceOrder;
  /** how many pages are shown: "load more" shows pages 1…page */
  page: number;
}

export const NO_CRITERIA: PlaceListCriteria = {
  category: null,
  floor: null,
  openNow: false,
  query: '',
  order: 'featured',
  page: 1,
};

/** What the list needs of a place to filter and sort it. */
export interface FilterablePlace {
  id: string;
  name: string;
  featured: boolean;
  categorySlug: string | null;
  categoryName: string | null;
  floorCode: string | null;
  tags: readonly string[];
}

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function readParam(source: ParamSource, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  const value = source[key];
  return Array.isArray(value) ? value[0] : value;
}

const MAX_QUERY = 80;
const MAX_PAGE = 50;
const SLUGISH = /^[a-z0-9][a-z0-9-]{0,60}$/i;

/** Reads the criteria from search params; anything unexpected falls back to "no filter". */
export function parseListParams(source: ParamSource, categoryParam: CategoryParam): PlaceListCriteria {
  const category = readParam(source, categoryParam)?.trim();
  const floor = readParam(source, LIST_PARAMS.floor)?.trim();
  const page = Number.parseInt(readParam(source, LIST_PARAMS.page) ?? '', 10);
  return {
    category: category && SLUGISH.test(category) ? category : null,
    floor: floor && SLUGISH.test(floor) ? floor : null,
    openNow: readParam(source, LIST_PARAMS.openNow) === '1',
    query: (readParam(source, LIST_PARAMS.query) ?? '').trim().slice(0, MAX_QUERY),
    order: readParam(source, LIST_PARAMS.order) === 'az' ? 'az' : 'featured',
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The search params of `criteria`, defaults left out, in a stable order. */
export function listSearchParams(criteria: PlaceListCriteria, categoryParam: CategoryParam): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.query) params.set(LIST_PARAMS.query, criteria.query);
  if (criteria.category) params.set(categoryParam, criteria.category);
  if (criteria.floor) params.set(LIST_PARAMS.floor, criteria.floor);
  if (criteria.openNow) params.set(LIST_PARAMS.openNow, '1');
  if (criteria.order === 'az') params.set(LIST_PARAMS.order, 'az');
  if (criteria.page > 1) params.set(LIST_PARAMS.page, String(criteria.page));
  return params;
}

/** `?…` for a link, or '' for no params. */
export function listQueryString(criteria: PlaceListCriteria, categoryParam: CategoryParam): string {
  const query = listSearchParams(criteria, categoryParam).toString();
  return query ? `?${query}` : '';
}

export function hasActiveFilters(criteria: PlaceListCriteria): boolean {
  return Boolean(criteria.category || criteria.floor || criteria.openNow || criteria.query);
}

/** Lowercase without accents: "Café" and "cafe" are the same word to a visitor. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Every word of the query must appear in the name, the category or a tag. */
export function matchesQuery(place: FilterablePlace, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText([place.name, place.categoryName ?? '', ...place.tags].join(' '));
  return words.every((word) => haystack.includes(word));
}

/**
 * The tags that let `matchesQuery` find the place by a word its name and category do not hold already. Editors
 * often tag a store with its own category's name, or twice: such a tag matches nothing more (a query word has
 * no space, so it never spans two texts), and a list page need not carry it (issue 21).
 */
export function searchableTags(place: Pick<FilterablePlace, 'name' | 'categoryName' | 'tags'>): string[] {
  const known = [foldText(place.name), foldText(place.categoryName ?? '')];
  const kept: string[] = [];
  for (const tag of place.tags) {
    const folded = foldText(tag);
    if (folded.trim() === '' || known.some((text) => text.includes(folded))) continue;
    known.push(folded);
    kept.push(tag);
  }
  return kept;
}

export function compareNames(locale: string): (a: { name: string }, b: { name: string }) => number {
  const collator = new Intl.Collator(locale === 'pt' ? 'pt-BR' : locale, { sensitivity: 'base', numeric: true });
  return (a, b) => collator.compare(a.name, b.name);
}

/** The places matching every criterion, in the chosen order (pagination aside). */
export function filterPlaces<T extends FilterablePlace>(
  places: readonly T[],
  criteria: PlaceListCriteria,
  { locale, isOpen }: { locale: string; isOpen: (place: T) => boolean },
): T[] {
  const byName = compareNames(locale);
  const matches = places.filter(
    (p) =>
      (!criteria.category || p.categorySlug === criteria.category) &&
      (!criteria.floor || p.floorCode === criteria.floor) &&
      (!criteria.openNow || isOpen(p)) &&
      matchesQuery(p, criteria.query),
  );
  return matches.sort(
    criteria.order === 'az' ? byName : (a, b) => Number(b.featured) - Number(a.featured) || byName(a, b),
  );
}

export interface PlacePage<T> {
  visible: T[];
  total: number;
  /** the page a "load more" link asks for, or null when everything is shown */
  nextPage: number | null;
  /** index of the first place of the last loaded page (where focus goes after "load more") */
  firstOfLastPage: number;
}

/** "Load more" pagination: page N shows the first N × PAGE_SIZE places. */
export function paginate<T>(places: readonly T[], page: number, pageSize = PAGE_SIZE): PlacePage<T> {
  const lastPage = Math.max(1, Math.ceil(places.length / pageSize));
  const shownPages = Math.min(Math.max(1, page), lastPage);
  return {
    visible: places.slice(0, shownPages * pageSize),
    total: places.length,
    nextPage: shownPages < lastPage ? shownPages + 1 : null,
    firstOfLastPage: (shownPages - 1) * pageSize,
  };
}

/** Options of a select: the distinct values present in the places, sorted by label. */
export function distinctOptions<T>(
  places: readonly T[],
  pick: (place: T) => { value: string; label: string; position?: number } | null,
  locale: string,
): { value: string; label: string }[] {
  const byValue = new Map<string, { value: string; label: string; position?: number }>();
  for (const p of places) {
    const option = pick(p);
    if (option && !byValue.has(option.value)) byValue.set(option.value, option);
  }
  const collator = new Intl.Collator(locale === 'pt' ? 'pt-BR' : locale, { sensitivity: 'base' });
  return [...byValue.values()]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || collator.compare(a.label, b.label))
    .map(({ value, label }) => ({ value, label }));
}

/**
 * Up to `count` other places of the same category (featured first, then by
 * name); when there are fewer, places on the same floor fill the row, so a
 * visitor always gets somewhere nearby to go.
 */
export function relatedPlaces<T extends FilterablePlace & { floorCode: string | null }>(
  places: readonly T[],
  current: T,
  { count = 4, locale }: { count?: number; locale: string },
): T[] {
  const byName = compareNames(locale);
  const others = places.filter((p) => p.id !== current.id);
  const rank = (p: T) =>
    p.categorySlug && p.categorySlug === current.categorySlug
      ? 0
      : p.floorCode && p.floorCode === current.floorCode
        ? 1
        : 2;
  return others
    .filter((p) => rank(p) < 2)
    .sort((a, b) => rank(a) - rank(b) || Number(b.featured) - Number(a.featured) || byName(a, b))
    .slice(0, count);
}
