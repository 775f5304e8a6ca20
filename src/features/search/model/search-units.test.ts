import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';
import { foldText, processSearchTerm, stemWord } from './normalize';
import { checkQuery, MAX_QUERY_LENGTH, normalizeQuery } from './query-check';
import { groupHits, type SearchDocument } from './search-hits';
import { SiteSearch } from './site-search';
import { parseSynonymGroups, queryParts } from './synonyms';

const doc = (kind: SearchDocument['kind'], title: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  kind,
  id: title,
  title,
  href: `/${kind}/${title}`,
  ...extra,
});

describe('folding and stemming', () => {
  it('ignores case, accents and cedilla, and brings plurals to the singular', () => {
    expect(foldText('  PÃO de Açúcar! ')).toBe('pao de acucar');
    expect(['lojas', 'flores', 'jardins', 'jornais', 'papeis', 'licoes', 'paes'].map(stemWord)).toEqual([
      'loja',
      'flor',
      'jardim',
      'jornal',
      'papel',
      'licao',
      'pao',
    ]);
    expect(processSearchTerm('Cafés')).toBe('cafe');
    expect(processSearchTerm('de')).toBeNull();
  });
});

describe('synonyms', () => {
  const groups = parseSynonymGroups(['wifi, Wi-Fi, internet', 'sapato, sapataria, calçado', 'solo', null]);

  it('reads one group a record, folded, and drops a group of one', () => {
    expect(groups).toEqual([
      ['wifi', 'wi fi', 'internet'],
      ['sapato', 'sapataria', 'calcado'],
    ]);
  });

  it('stands a word, a phrase, a misspelt member or a started member for its group', () => {
    expect(queryParts('wi-fi gratis', groups)).toEqual([
      { typed: 'wi fi', synonyms: ['wifi', 'internet'] },
      { typed: 'gratis', synonyms: [] },
    ]);
    expect(queryParts('sapatria', groups)[0]?.synonyms).toContain('calcado');
    expect(queryParts('sapat', groups)[0]?.synonyms).toContain('sapato');
    // only the word being typed is read as a start
    expect(queryParts('sapa azul', groups)[0]?.synonyms).toEqual([]);
    expect(queryParts('azul sapa', groups)[1]?.synonyms).toContain('sapato');
  });

  it('drops stop words unless the query is nothing else', () => {
    expect(queryParts('onde fica o wifi', groups).map((p) => p.typed)).toEqual(['wifi']);
    expect(queryParts('de', groups).map((p) => p.typed)).toEqual(['de']);
  });
});

describe('SiteSearch', () => {
  const search = new SiteSearch(
    [
      doc('section', 'Gastronomia', { aliases: ['Restaurantes'], lists: 'restaurant' }),
      doc('restaurant', 'Café Ipê', {
        keywords: ['Cafeteria', 'restaurante'],
        text: 'Cafés especiais e pão de queijo.',
      }),
      doc('store', 'Casa Aroeira', { keywords: ['Decoração'], text: 'Móveis e objetos para a casa.' }),
      doc('store', 'Sapataria Serra', { keywords: ['Calçados'], text: 'Sapatos de couro.' }),
      doc('article', 'Natal no Jacarandá', { text: 'Decoração de Natal e restaurantes abertos.' }),
      doc('store', 'Serra'),
    ],
    parseSynonymGroups(['sapato, sapataria, calçado']),
  );
  const titles = (query: string) => search.search(query).map((h) => h.title);

  it('ranks a name above a keyword above a text', () => {
    expect(titles('decoração')).toEqual(['Casa Aroeira', 'Natal no Jacarandá']);
  });

  it('puts the exact name first', () => {
    expect(titles('serra')[0]).toBe('Serra');
  });

  it('shows the section a query names first, then what it lists', () => {
    expect(titles('restaurantes')).toEqual(['Gastronomia', 'Café Ipê', 'Natal no Jacarandá']);
  });

  it('finds nothing for an empty query, and filters by kind', () => {
    expect(search.search('  ?! ')).toEqual([]);
    expect(search.search('serra', { kinds: ['store'] }).every((h) => h.kind === 'store')).toBe(true);
  });

  it('groups hits by kind, the groups in the order of their best hit', () => {
    expect(groupHits(search.search('restaurantes')).map((g) => g.kind)).toEqual(['section', 'restaurant', 'article']);
    expect(groupHits(search.search('decoração')).map((g) => g.kind)).toEqual(['store', 'article']);
    expect(groupHits(search.search('natal')).map((g) => g.kind)).toEqual(['article']);
  });

  it('marks the words a hit matched, in any spelling', () => {
    const [hit] = search.search('cafe');
    expect(highlightParts(hit?.text ?? '', hit?.terms ?? [])).toEqual([
      { text: 'Cafés', match: true },
      { text: ' especiais e pão de queijo.', match: false },
    ]);
  });
});

describe('checkQuery and normalizeQuery', () => {
  it('tells an empty, over-long or control-character query from a valid one', () => {
    expect(checkQuery(undefined)).toEqual({ kind: 'empty' });
    expect(checkQuery(' ?! ')).toEqual({ kind: 'empty' });
    expect(checkQuery('x'.repeat(MAX_QUERY_LENGTH + 1))).toEqual({ kind: 'tooLong', max: 100 });
    expect(checkQuery('caf\u0000e')).toEqual({ kind: 'invalid' });
    expect(checkQuery(['  cinema ', 'x'])).toEqual({ kind: 'ok', query: 'cinema' });
  });

  it('spells a query one way for the cache', () => {
    expect(normalizeQuery('  Café   Ipê ')).toBe('café ipê');
  });
});
