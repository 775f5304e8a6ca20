/**
 * The relevance table: queries visitors type, on the demo content, each with
 * the first result it must show. Every query the search issue found wrong
 * is here ("restaurantes", "cinema", "sapatria", "sapato", "sapataria",
 * "wifi", "sanitário"), in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppLocale } from '@/i18n/routing';
import { demoSiteSearch } from './demo-search';
import type { SiteSearch } from './site-search';

let search: Record<AppLocale, SiteSearch>;
beforeAll(async () => {
  search = await demoSiteSearch();
});

const first = (locale: AppLocale, query: string) => {
  const [hit] = search[locale].search(query);
  return hit ? `${hit.kind}: ${hit.title}` : 'nothing';
};
const titles = (locale: AppLocale, query: string) => search[locale].search(query).map((h) => h.title);
const kinds = (locale: AppLocale, query: string, n: number) =>
  search[locale].search(query, { limit: n }).map((h) => h.kind);

const TABLE: { why: string; locale: AppLocale; query: string; first: string }[] = [
  // section names lead to the section, then what it lists
  { why: 'section', locale: 'pt', query: 'Restaurantes', first: 'section: Gastronomia' },
  { why: 'section', locale: 'pt', query: 'cinema', first: 'section: Cinema' },
  { why: 'section', locale: 'pt', query: 'vagas', first: 'section: Oportunidades' },
  { why: 'section', locale: 'pt', query: 'lojas', first: 'section: Lojas' },
  { why: 'section', locale: 'en', query: 'Restaurants', first: 'section: Dining' },
  { why: 'section', locale: 'en', query: 'cinema', first: 'section: Cinema' },
  { why: 'section', locale: 'en', query: 'jobs', first: 'section: Opportunities' },
  // accents and case
  { why: 'accents', locale: 'pt', query: 'cafe coado', first: 'restaurant: Café Coado Serrano' },
  { why: 'accents', locale: 'pt', query: 'acai', first: 'restaurant: Açaí da Mata' },
  { why: 'accents', locale: 'pt', query: 'FARMACIA ALECRIM', first: 'store: Farmácia Alecrim' },
  { why: 'accents', locale: 'en', query: 'acai', first: 'restaurant: Açaí da Mata' },
  // prefixes and typos
  { why: 'prefix', locale: 'pt', query: 'alecr', first: 'store: Farmácia Alecrim' },
  { why: 'prefix', locale: 'pt', query: 'drogar', first: 'store: Drogaria Vida Plena' },
  { why: 'typo', locale: 'pt', query: 'farmacia alecrin', first: 'store: Farmácia Alecrim' },
  { why: 'typo', locale: 'pt', query: 'Drogria Vida Plena', first: 'store: Drogaria Vida Plena' },
  { why: 'typo', locale: 'en', query: 'coffe coado', first: 'restaurant: Café Coado Serrano' },
  // editors' synonyms
  { why: 'synonym', locale: 'pt', query: 'wifi', first: 'service: Wi-Fi gratuito' },
  { why: 'synonym', locale: 'pt', query: 'wi-fi', first: 'service: Wi-Fi gratuito' },
  { why: 'synonym', locale: 'en', query: 'wifi', first: 'service: Free Wi-Fi' },
  { why: 'synonym', locale: 'pt', query: 'sanitário', first: 'amenity: Sanitários' },
  { why: 'synonym', locale: 'pt', query: 'banheiro', first: 'amenity: Sanitários' },
  { why: 'synonym', locale: 'en', query: 'toilet', first: 'amenity: Restrooms' },
  { why: 'synonym', locale: 'en', query: 'bathroom', first: 'amenity: Restrooms' },
  { why: 'synonym', locale: 'pt', query: 'coffee', first: 'restaurant: Café Coado Serrano' },
  // names weigh most
  { why: 'name', locale: 'pt', query: 'barista', first: 'job: Barista' },
  { why: 'name', locale: 'pt', query: 'estacionamento', first: 'amenity: Estacionamento' },
  { why: 'name', locale: 'pt', query: 'área pet', first: 'amenity: Área pet' },
];

describe('the first result of each query', () => {
  it.each(TABLE)('$locale "$query" ($why) → $first', ({ locale, query, first: expected }) => {
    expect(first(locale, query)).toBe(expected);
  });
});

describe('what the search issue found wrong', () => {
  // the demo content's shoe shops: category Calçados (pt) / Footwear (en)
  const shoeShops = (locale: AppLocale, query: string) =>
    search[locale].search(query).filter((h) => h.kind === 'store' && /^(Calçados|Shoes|Footwear)/.test(h.detail ?? ''));

  it.each([
    ['pt', 'sapatria'],
    ['pt', 'sapato'],
    ['pt', 'sapataria'],
    ['pt', 'sapat'],
    ['pt', 'calçados'],
    ['en', 'shoes'],
    ['en', 'shoe shop'],
  ] as const)('%s "%s" finds the shoe shops, first', (locale, query) => {
    const hits = search[locale].search(query);
    expect(shoeShops(locale, query).length).toBeGreaterThanOrEqual(7);
    expect(hits[0]?.kind).toBe('store');
  });

  it.each(['pt', 'en'] as const)(
    '%s "restaurantes"/"restaurants" lists every restaurant right after the section',
    (locale) => {
      const query = locale === 'pt' ? 'restaurantes' : 'restaurants';
      const found = kinds(locale, query, 31);
      expect(found).toEqual(['section', ...Array<string>(30).fill('restaurant')]);
    },
  );

  it.each(['pt', 'en'] as const)('%s "cinema" lists the films right after the section', (locale) => {
    expect(kinds(locale, 'cinema', 4)).toEqual(['section', 'movie', 'movie', 'movie']);
  });

  // the demo films with 3D sessions: O Guardião da Serra, O Último Voo do Beija-Flor, Sob a Luz de Vega
  it.each([
    ['pt', 'cinema 3d'],
    ['pt', '3d'],
    ['en', 'cinema 3d'],
  ] as const)('%s "%s" finds the cinema page and exactly the films with 3D sessions', (locale, query) => {
    const hits = search[locale].search(query);
    expect(hits.some((h) => h.kind === 'section' && h.href.endsWith('/cinema'))).toBe(true);
    const films = hits.filter((h) => h.kind === 'movie');
    expect(films).toHaveLength(3);
    expect(films.every((h) => /3D/.test(h.detail ?? ''))).toBe(true);
  });

  it('finds the films by their sessions: dubbed, with Libras, in English too', () => {
    const films = (locale: AppLocale, query: string) =>
      search[locale]
        .search(query)
        .filter((h) => h.kind === 'movie')
        .map((h) => h.title)
        .sort();
    expect(films('pt', 'filme dublado')).toEqual(
      ['Maré Vermelha', 'O Guardião da Serra', 'Quarto 18', 'Sob a Luz de Vega'].sort(),
    );
    expect(films('pt', 'sessão libras')).toEqual(['A Receita da Vó Celeste', 'O Último Voo do Beija-Flor'].sort());
    expect(films('en', 'dubbed film').length).toBe(4);
    expect(search.pt.search('sessão libras').some((h) => h.kind === 'section')).toBe(true);
  });

  it('finds a word in either spelling and in the plural', () => {
    expect(titles('pt', 'cafés')).toContain('Café Coado Serrano');
    expect(titles('pt', 'farmacias')).toContain('Farmácia Alecrim');
  });

  it('lets no stop word drown the results', () => {
    expect(first('pt', 'onde fica o banheiro')).toBe('amenity: Sanitários');
    expect(first('en', 'where is the toilet')).toBe('amenity: Restrooms');
  });

  it('requires every meaningful word, so two words narrow the results', () => {
    expect(titles('pt', 'calçados infantis').length).toBeLessThan(titles('pt', 'calçados').length);
    expect(titles('pt', 'calçados infantis')[0]).toBe('Passinho Calçados Infantis');
  });

  it('suggests a query that finds something for one that does not', () => {
    expect(search.pt.search('frmacya')).toEqual([]);
    expect(search.pt.didYouMean('frmacya')).toBe('farmácia');
    expect(search.en.search('alecrynn')).toEqual([]);
    expect(search.en.didYouMean('alecrynn')).toBe('alecrim');
    expect(search.pt.didYouMean('qwxzy')).toBeNull();
  });

  it('shows every field in the page’s locale', () => {
    const [hit] = search.en.search('wifi');
    expect(hit?.text).toMatch(/free|network/i);
    expect(hit?.href).toBe('/en/services#wi-fi-gratuito');
    expect(search.en.search('restrooms')[0]?.detail).toMatch(/^See on the map: /);
  });
});
