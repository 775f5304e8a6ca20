import { describe, expect, it } from 'vitest';
import { hreflangAlternates, languagesOf, linkHeaderOf } from './alternates';
import { pageLinkHeader } from './page-link-header';

describe('hreflang alternates', () => {
  const alternates = hreflangAlternates({ pt: '/artigo/horario', en: '/en/article/hours' }, 'https://mall.example/');

  it('names each locale by its page language, and the Portuguese page as x-default', () => {
    expect(alternates).toEqual([
      { hreflang: 'pt-BR', href: 'https://mall.example/artigo/horario' },
      { hreflang: 'en', href: 'https://mall.example/en/article/hours' },
      { hreflang: 'x-default', href: 'https://mall.example/artigo/horario' },
    ]);
  });

  it('writes the same alternates as Next metadata and as a Link header', () => {
    expect(languagesOf(alternates)).toEqual({
      'pt-BR': 'https://mall.example/artigo/horario',
      en: 'https://mall.example/en/article/hours',
      'x-default': 'https://mall.example/artigo/horario',
    });
    expect(linkHeaderOf(alternates)).toBe(
      '<https://mall.example/artigo/horario>; rel="alternate"; hreflang="pt-BR", ' +
        '<https://mall.example/en/article/hours>; rel="alternate"; hreflang="en", ' +
        '<https://mall.example/artigo/horario>; rel="alternate"; hreflang="x-default"',
    );
  });

  it('leaves out a locale without a page', () => {
    expect(hreflangAlternates({ en: '/en/x' }, 'https://mall.example')).toEqual([
      { hreflang: 'en', href: 'https://mall.example/en/x' },
    ]);
  });
});

describe('pageLinkHeader', () => {
  it('gives a page its alternates from the route table, with pt-BR, en and x-default', () => {
    expect(pageLinkHeader('/en/about', 'https://mall.example')).toBe(
      '<https://mall.example/sobre>; rel="alternate"; hreflang="pt-BR", ' +
        '<https://mall.example/en/about>; rel="alternate"; hreflang="en", ' +
        '<https://mall.example/sobre>; rel="alternate"; hreflang="x-default"',
    );
    expect(pageLinkHeader('/', 'https://mall.example')).toContain(
      '<https://mall.example/en>; rel="alternate"; hreflang="en"',
    );
    expect(pageLinkHeader('/loja/casa/casa-aroeira', 'https://mall.example')).toContain(
      '<https://mall.example/en/loja/casa/casa-aroeira>; rel="alternate"; hreflang="en"',
    );
  });

  it('sends none where the URL cannot name the record’s other URL (an article’s slug per locale) or names no page', () => {
    expect(pageLinkHeader('/en/article/special-hours', 'https://mall.example')).toBeNull();
    expect(pageLinkHeader('/artigo/horario-especial', 'https://mall.example')).toBeNull();
    expect(pageLinkHeader('/nada/aqui/mesmo/nao', 'https://mall.example')).toBeNull();
    expect(pageLinkHeader('/servico-indisponivel', 'https://mall.example')).toBeNull();
  });
});
