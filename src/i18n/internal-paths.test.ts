import { describe, expect, it } from 'vitest';
import {
  hasLiteralPercent,
  hasMalformedEncoding,
  isInternalOnlyPath,
  isUnknownRoute,
  literalPath,
  localeOfPath,
} from './internal-paths';

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
    for (const path of [
      '/',
      '/en',
      '/sobre',
      '/en/about',
      '/en/sobre',
      '/artigo/x',
      '/en/article/x',
      '/instituto-jacaranda/projetos',
      '/lojas/',
    ]) {
      expect(isUnknownRoute(path)).toBe(false);
    }
  });

  it('flags paths no route claims, with or without prefix', () => {
    for (const path of ['/nada', '/en/nada', '/sobre/x', '/loja/a/b/c', '/a/b/c']) {
      expect(isUnknownRoute(path)).toBe(true);
    }
  });
});

describe('paths that do not decode', () => {
  it('are told apart from well-encoded ones', () => {
    for (const path of ['/%FF', '/artigo/%C0%AF', '/loja/%E0%A4%A', '/en/artigo/%C0%AF'])
      expect(hasMalformedEncoding(path), path).toBe(true);
    for (const path of ['/', '/artigo/caf%C3%A9', '/busca', '/loja/a%2Fb/x'])
      expect(hasMalformedEncoding(path), path).toBe(false);
  });

  it('taken literally, decode to what was typed', () => {
    for (const path of ['/%FF', '/loja/%E0%A4%A', '/en/artigo/%C0%AF']) {
      expect(hasMalformedEncoding(literalPath(path)), path).toBe(false);
      expect(decodeURIComponent(literalPath(path))).toBe(path);
      // and then name no page, whatever route their shape matches
      expect(hasLiteralPercent(literalPath(path)), path).toBe(true);
    }
    expect(hasLiteralPercent('/artigo/caf%C3%A9')).toBe(false);
  });
});
