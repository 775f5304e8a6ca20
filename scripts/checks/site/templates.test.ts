import { describe, expect, it } from 'vitest';
import { localeOfPath, templateOf } from './templates.ts';

describe('templateOf', () => {
  it('names the template of a path in either locale', () => {
    expect(templateOf('/')).toBe('home');
    expect(templateOf('/en')).toBe('home');
    expect(templateOf('/artigo/x')).toBe('article');
    expect(templateOf('/en/article/x')).toBe('article');
    expect(templateOf('/en/getting-here')).toBe('getting here');
    expect(templateOf('/loja/a/b')).toBe('store');
    expect(templateOf('/instituto-jacaranda/projetos/y')).toBe('institute project');
    expect(templateOf('/cinema')).toBe('cinema');
    expect(templateOf('/cinema/filme')).toBe('film');
  });

  it('makes a variant of a query, by its parameter names', () => {
    expect(templateOf('/lojas?pagina=2')).toBe('stores ?pagina');
    expect(templateOf('/en/lojas?piso=g1&categoria=x')).toBe('stores ?categoria&piso');
  });

  it('gives null for what is no template', () => {
    expect(templateOf('/sitemap.xml')).toBeNull();
    expect(templateOf('/loja/a')).toBeNull();
  });
});

describe('localeOfPath', () => {
  it('reads the prefix', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en?x=1')).toBe('en');
    expect(localeOfPath('/en/about')).toBe('en');
    expect(localeOfPath('/entrada')).toBe('pt');
  });
});
