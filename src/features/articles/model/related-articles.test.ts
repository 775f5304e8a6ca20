import { describe, expect, it } from 'vitest';
import { pickRelatedArticles, seasonWindow, type RelatedCandidate } from './related-articles';

const a = (id: string, date: string, category: string): RelatedCandidate => ({
  id,
  date,
  category: { slug: category },
});

// the demo content's calendar: a November article, and June's Valentine's Day in the same category
const articles = [
  a('natal', '2026-11-20', 'eventos'),
  a('horario-fim-de-ano', '2026-11-18', 'eventos'),
  a('vega', '2026-11-14', 'cinema'),
  a('sabores', '2026-11-06', 'gastronomia'),
  a('mudas', '2026-10-30', 'instituto'),
  a('verao', '2026-10-24', 'moda'),
  a('namorados', '2026-06-06', 'eventos'),
  a('piano', '2026-05-30', 'cultura'),
];
const ids = (list: RelatedCandidate[]) => list.map((x) => x.id);
const byId = (id: string) => articles.find((x) => x.id === id)!;

describe('pickRelatedArticles', () => {
  it('puts the same category first, then the closest in time, and never the article itself', () => {
    expect(ids(pickRelatedArticles(byId('natal'), articles))).toEqual(['horario-fim-de-ano', 'vega', 'sabores']);
  });

  it('never suggests an out-of-season article, even of the same category', () => {
    const picked = ids(pickRelatedArticles(byId('natal'), articles, { count: 10 }));
    expect(picked).not.toContain('namorados');
    expect(picked).not.toContain('piano');
    expect(picked).toEqual(['horario-fim-de-ano', 'vega', 'sabores', 'mudas', 'verao']);
  });

  it('reads the season from the article, so June’s article gets June’s neighbours', () => {
    expect(ids(pickRelatedArticles(byId('namorados'), articles))).toEqual(['piano']);
  });

  it('gives fewer, or none, rather than an article from another season', () => {
    expect(pickRelatedArticles(a('lone', '2025-01-10', 'eventos'), articles)).toEqual([]);
    expect(ids(pickRelatedArticles(byId('natal'), articles, { windowDays: 3 }))).toEqual(['horario-fim-de-ano']);
  });

  it('takes the newer of two equally close articles', () => {
    const list = [a('before', '2026-11-10', 'x'), a('after', '2026-11-30', 'x')];
    expect(ids(pickRelatedArticles(a('mid', '2026-11-20', 'y'), list))).toEqual(['after', 'before']);
  });
});

describe('seasonWindow', () => {
  it('spans the window either side of the article’s date, across months and years', () => {
    expect(seasonWindow('2026-11-20')).toEqual({ from: '2026-09-21', to: '2027-01-19' });
    expect(seasonWindow('2026-01-10', 15)).toEqual({ from: '2025-12-26', to: '2026-01-25' });
  });
});
