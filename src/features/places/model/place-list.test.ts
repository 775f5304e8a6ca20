import { describe, expect, it } from 'vitest';
import {
  filterPlaces,
  hasActiveFilters,
  listQueryString,
  NO_CRITERIA,
  paginate,
  parseListParams,
  relatedPlaces,
  type FilterablePlace,
  type PlaceListCriteria,
} from './place-list';

const place = (id: string, name: string, extra: Partial<FilterablePlace> = {}): FilterablePlace => ({
  id,
  name,
  featured: false,
  categorySlug: 'moda',
  categoryName: 'Moda',
  floorCode: 'L1',
  tags: [],
  ...extra,
});

const places = [
  place('1', 'Zebra Calçados', {
    categorySlug: 'calcados',
    categoryName: 'Calçados',
    floorCode: 'L2',
    tags: ['tênis', 'sapatos'],
  }),
  place('2', 'Óptica Íris', { categorySlug: 'oticas', categoryName: 'Óticas', tags: ['óculos'] }),
  place('3', 'Ateliê Ipê', { featured: true }),
  place('4', 'azulejo casa', { categorySlug: 'casa', categoryName: 'Casa e decoração', floorCode: 'L2' }),
  place('5', 'Ébano Moda', { floorCode: 'L2' }),
];
const openIds = new Set(['1', '3', '5']);
const isOpen = (p: FilterablePlace) => openIds.has(p.id);
const run = (criteria: Partial<PlaceListCriteria>, locale = 'pt') =>
  filterPlaces(places, { ...NO_CRITERIA, ...criteria }, { locale, isOpen }).map((p) => p.name);

describe('filterPlaces', () => {
  it('sorts A–Z ignoring accents and case, as a Brazilian reader expects', () => {
    expect(run({ order: 'az' })).toEqual(['Ateliê Ipê', 'azulejo casa', 'Ébano Moda', 'Óptica Íris', 'Zebra Calçados']);
  });

  it('puts featured places first by default', () => {
    expect(run({})[0]).toBe('Ateliê Ipê');
  });

  it('combines category, floor and open now', () => {
    expect(run({ category: 'moda', floor: 'L2' })).toEqual(['Ébano Moda']);
    expect(run({ floor: 'L2', openNow: true, order: 'az' })).toEqual(['Ébano Moda', 'Zebra Calçados']);
    expect(run({ category: 'casa', openNow: true })).toEqual([]);
  });

  it('finds by name, category or tag without accents, every word required', () => {
    expect(run({ query: 'oculos' })).toEqual(['Óptica Íris']);
    expect(run({ query: 'TENIS' })).toEqual(['Zebra Calçados']);
    expect(run({ query: 'decoracao' })).toEqual(['azulejo casa']);
    expect(run({ query: 'ebano moda' })).toEqual(['Ébano Moda']);
    expect(run({ query: 'ebano casa' })).toEqual([]);
  });
});

describe('list URL', () => {
  it('round-trips every criterion through the query string', () => {
    const criteria: PlaceListCriteria = {
      category: 'moda',
      floor: 'L2',
      openNow: true,
      query: 'café da manhã',
      order: 'az',
      page: 3,
    };
    const qs = listQueryString(criteria, 'categoria');
    expect(qs).toBe('?q=caf%C3%A9+da+manh%C3%A3&categoria=moda&piso=L2&aberto=1&ordem=az&pagina=3');
    expect(parseListParams(new URLSearchParams(qs), 'categoria')).toEqual(criteria);
  });

  it('leaves defaults out, so the unfiltered list has a clean URL', () => {
    expect(listQueryString(NO_CRITERIA, 'cozinha')).toBe('');
  });

  it('reads Next.js searchParams objects and ignores junk', () => {
    expect(
      parseListParams(
        { cozinha: ['japonesa', 'italiana'], pagina: '-2', aberto: 'yes', ordem: 'zz', piso: '<script>' },
        'cozinha',
      ),
    ).toEqual({
      ...NO_CRITERIA,
      category: 'japonesa',
    });
    expect(parseListParams({ pagina: '9999' }, 'categoria').page).toBe(50);
  });

  it('knows when a filter is active (for "clear filters")', () => {
    expect(hasActiveFilters(NO_CRITERIA)).toBe(false);
    expect(hasActiveFilters({ ...NO_CRITERIA, order: 'az', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...NO_CRITERIA, openNow: true })).toBe(true);
  });
});

describe('paginate ("load more")', () => {
  const many = Array.from({ length: 26 }, (_, i) => i);
  it('shows 12 per page and accumulates pages', () => {
    expect(paginate(many, 1)).toMatchObject({ total: 26, nextPage: 2, firstOfLastPage: 0 });
    expect(paginate(many, 1).visible).toHaveLength(12);
    expect(paginate(many, 2).visible).toHaveLength(24);
    expect(paginate(many, 3)).toMatchObject({ nextPage: null, firstOfLastPage: 24 });
    expect(paginate(many, 3).visible).toHaveLength(26);
  });
  it('clamps a page beyond the end to the last one', () => {
    expect(paginate(many, 9)).toMatchObject({ nextPage: null, firstOfLastPage: 24 });
    expect(paginate([], 4)).toMatchObject({ visible: [], nextPage: null, firstOfLastPage: 0 });
  });
});

describe('relatedPlaces', () => {
  it('prefers the same category, then the same floor, never the place itself', () => {
    const current = places[4]!; // Ébano Moda, moda, L2
    expect(relatedPlaces(places, current, { locale: 'pt' }).map((p) => p.name)).toEqual([
      'Ateliê Ipê', // same category, featured
      'azulejo casa', // same floor
      'Zebra Calçados',
    ]);
    expect(relatedPlaces(places, current, { locale: 'pt', count: 1 })).toHaveLength(1);
  });
});
