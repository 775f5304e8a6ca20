import { describe, expect, it } from 'vitest';
import { alternatePaths, localizeSitePath, matchLocalizedPath, pathFor } from './localized-paths';
import { pathnames } from './routing';

describe('localized pathnames', () => {
  it.each([
    ['/sobre', '/about'],
    ['/contato', '/contact'],
    ['/artigos', '/articles'],
    ['/servicos', '/services'],
  ] as const)('%s is %s in English and back', (ptPath, enPath) => {
    const route = matchLocalizedPath(ptPath, 'pt');
    expect(route).not.toBeNull();
    expect(pathFor(route!.pathname, 'en')).toBe(`/en${enPath}`);
    const back = matchLocalizedPath(enPath, 'en');
    expect(pathFor(back!.pathname, 'pt')).toBe(ptPath);
  });

  it('keeps an article slug through the route change', () => {
    expect(alternatePaths('/artigo/[slug]', { slug: 'novo-cafe' })).toEqual({
      pt: '/artigo/novo-cafe',
      en: '/en/article/novo-cafe',
    });
    expect(matchLocalizedPath('/article/new-cafe', 'en')).toEqual({
      pathname: '/artigo/[slug]',
      params: { slug: 'new-cafe' },
    });
  });

  it('serves the institute at /instituto-{product} in both locales', () => {
    expect(alternatePaths('/instituto/[product]', { product: 'jacaranda' })).toEqual({
      pt: '/instituto-jacaranda',
      en: '/en/instituto-jacaranda',
    });
    expect(pathFor('/instituto/[product]/projetos', 'en', { product: 'jacaranda' })).toBe(
      '/en/instituto-jacaranda/projetos',
    );
    expect(matchLocalizedPath('/instituto-jacaranda/projetos', 'pt')).toEqual({
      pathname: '/instituto/[product]/projetos',
      params: { product: 'jacaranda' },
    });
  });

  it('keeps every other route identical after the /en prefix', () => {
    for (const path of [
      '/mapa',
      '/busca',
      '/lojas',
      '/masterplan',
      '/cinema',
      '/oportunidade',
      '/arte-e-cultura',
      '/gastronomia',
    ]) {
      expect(localizeSitePath(path, 'en')).toBe(`/en${path}`);
      expect(localizeSitePath(path, 'pt')).toBe(path);
    }
    expect(localizeSitePath('/loja/casa-aroeira/casa-aroeira', 'en')).toBe('/en/loja/casa-aroeira/casa-aroeira');
  });

  it('tells a list from its detail route', () => {
    expect(matchLocalizedPath('/cinema', 'pt')?.pathname).toBe('/cinema');
    expect(matchLocalizedPath('/cinema/o-jardim', 'pt')).toEqual({
      pathname: '/cinema/[slug]',
      params: { slug: 'o-jardim' },
    });
    expect(matchLocalizedPath('/gastronomia/x/y', 'pt')?.pathname).toBe('/gastronomia/[slug]/[name]');
  });

  it('maps the root to /en and keeps query strings', () => {
    expect(localizeSitePath('/', 'en')).toBe('/en');
    expect(localizeSitePath('/', 'pt')).toBe('/');
    expect(localizeSitePath('/servicos?categoria=pet', 'en')).toBe('/en/services?categoria=pet');
  });

  it("covers every screen of the spec's table", () => {
    expect(Object.keys(pathnames)).toEqual(
      expect.arrayContaining([
        '/',
        '/mapa',
        '/sobre',
        '/busca',
        '/lojas',
        '/contato',
        '/artigos',
        '/servicos',
        '/masterplan',
        '/page/[slug]',
        '/cinema',
        '/oportunidade',
        '/cinema/[slug]',
        '/arte-e-cultura',
        '/artigo/[slug]',
        '/gastronomia',
        '/loja/[slug]/[name]',
        '/gastronomia/[slug]/[name]',
        '/instituto/[product]',
        '/instituto/[product]/projetos',
      ]),
    );
  });
});
