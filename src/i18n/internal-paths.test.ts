import { describe, expect, it } from 'vitest';
import { isInternalOnlyPath, isUnknownRoute, localeOfPath } from './internal-paths';

describe('internal-only paths', () => {
  it('blocks the file-system form of the institute route', () => {
    expect(isInternalOnlyPath('/instituto/jacaranda')).toBe(true);
    expect(isInternalOnlyPath('/en/instituto/jacaranda/projetos')).toBe(true);
    expect(isInternalOnlyPath('/pt/instituto')).toBe(true);
  });

  it('lets the public form and look-alikes through', () => {
    expect(isInternalOnlyPath('/instituto-jacaranda')).toBe(false);
    expect(isInternalOnlyPath('/en/instituto-jacaranda/projetos')).toBe(false);
    expect(isInternalOnlyPath('/institutos')).toBe(false);
  });

  it('reads the locale from the prefix', () => {
    expect(localeOfPath('/en/instituto/x')).toBe('en');
    expect(localeOfPath('/instituto/x')).toBe('pt');
  });
});

describe('unknown routes', () => {
  it('knows every route of the table in both forms and locales', () => {
    for (const path of ['/', '/en', '/sobre', '/en/about', '/en/sobre', '/artigo/x', '/en/article/x', '/instituto-jacaranda/projetos', '/lojas/']) {
      expect(isUnknownRoute(path)).toBe(false);
    }
  });

  it('flags paths no route claims, with or without prefix', () => {
    for (const path of ['/nada', '/en/nada', '/sobre/x', '/loja/a/b/c', '/a/b/c']) {
      expect(isUnknownRoute(path)).toBe(true);
    }
  });
});
