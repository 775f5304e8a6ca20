import { describe, expect, it } from 'vitest';
import { foldText, queryTerms, stemWord } from './normalize';
import { MAX_QUERY_LENGTH, checkQuery, groupHits, rankDocuments, type SearchDocument } from './rank';

const doc = (kind: SearchDocument['kind'], title: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  kind,
  id: title,
  title,
  href: `/${kind}/${title}`,
  ...extra,
});

const documents: SearchDocument[] = [
  doc('restaurant', 'Café Ipê', { keywords: ['Cafeteria'], text: 'Cafés especiais de Minas e pão de queijo.' }),
  doc('store', 'Casa Aroeira', { keywords: ['Decoração'], text: 'Móveis e objetos para a casa.' }),
  doc('store', 'Pé de Moleque Calçados', { keywords: ['Calçados', 'Infantil'], text: 'Sapatos e tênis para crianças.' }),
  doc('store', 'Sapataria Serra', { keywords: ['Calçados'], text: 'Sapatos masculinos de couro.' }),
  doc('article', 'Natal no Jacarandá', { keywords: ['Eventos'], text: 'A decoração de Natal chega ao shopping.' }),
  doc('service', 'Fraldário', { text: 'Trocador e sala de amamentação.' }),
];

const titles = (query: string) => rankDocuments(documents, query).map((h) => h.title);

describe('foldText and stemming', () => {
  it('ignores case, accents and cedilla', () => {
    expect(foldText('  PÃO de Açúcar! ')).toBe('pao de acucar');
  });

  it('brings Portuguese plurals to the singular', () => {
    expect(['lojas', 'flores', 'jardins', 'jornais', 'papeis', 'licoes', 'paes', 'loja'].map(stemWord)).toEqual([
      'loja', 'flor', 'jardim', 'jornal', 'papel', 'licao', 'pao', 'loja',
    ]);
  });

  it('drops stopwords unless nothing else is left', () => {
    expect(queryTerms('sapatos para criança')).toEqual(['sapato', 'crianca']);
    expect(queryTerms('de')).toEqual(['de']);
  });
});

describe('rankDocuments', () => {
  it('finds a title whatever the accents and case the visitor typed', () => {
    expect(titles('cafe ipe')).toEqual(['Café Ipê']);
    expect(titles('FRALDARIO')).toEqual(['Fraldário']);
  });

  it('finds plural and singular forms and word prefixes', () => {
    expect(titles('cafés')).toContain('Café Ipê');
    expect(titles('calçado')).toEqual(expect.arrayContaining(['Pé de Moleque Calçados', 'Sapataria Serra']));
    expect(titles('sapat')).toEqual(['Sapataria Serra', 'Pé de Moleque Calçados']);
  });

  it('requires every term of the query', () => {
    expect(titles('sapatos infantil')).toEqual(['Pé de Moleque Calçados']);
    expect(titles('sapatos pizza')).toEqual([]);
  });

  it('ranks a title match above a match in the description', () => {
    // "decoração" is the Casa Aroeira category and only body text of the article
    expect(titles('decoração')).toEqual(['Casa Aroeira', 'Natal no Jacarandá']);
  });

  it('puts the exact title first', () => {
    const ranked = rankDocuments(
      [doc('store', 'Serra Outdoor'), doc('store', 'Sapataria Serra'), doc('store', 'Serra')],
      'serra',
    );
    expect(ranked[0]?.title).toBe('Serra');
  });

  it('finds nothing for an empty query', () => {
    expect(rankDocuments(documents, '   ')).toEqual([]);
    expect(rankDocuments(documents, '?!')).toEqual([]);
  });
});

describe('checkQuery', () => {
  it('tells an empty or over-long query apart from a valid one', () => {
    expect(checkQuery(undefined)).toEqual({ kind: 'empty' });
    expect(checkQuery('  ')).toEqual({ kind: 'empty' });
    expect(checkQuery('x'.repeat(MAX_QUERY_LENGTH + 1))).toEqual({ kind: 'tooLong', max: MAX_QUERY_LENGTH });
    expect(checkQuery(['  cinema ', 'x'])).toEqual({ kind: 'ok', query: 'cinema' });
  });
});

describe('groupHits', () => {
  it('groups hits in the fixed order stores, restaurants, movies, articles, services, pages', () => {
    const groups = groupHits(rankDocuments(documents, 'de'));
    expect(groups.map((g) => g.kind)).toEqual(['store', 'restaurant', 'article', 'service']);
    // a whole word in the title beats a keyword prefix ("decoração"), which beats body text
    expect(groups[0]?.hits.map((h) => h.title)).toEqual(['Pé de Moleque Calçados', 'Casa Aroeira', 'Sapataria Serra']);
  });
});
