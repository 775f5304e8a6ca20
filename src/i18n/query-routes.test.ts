import { describe, expect, it } from 'vitest';
import { isInternalOnlyPath } from './internal-paths';
import { searchParamsOfSegment } from '@/lib/url/query-segment';
import { queryRouteTarget } from './query-routes';

const target = (path: string, query: string) => queryRouteTarget(path, new URLSearchParams(query));

describe('query screens as cacheable paths', () => {
  it('maps filtered lists of both locales to their internal route', () => {
    expect(target('/lojas', 'categoria=moda')).toBe('/pt/lojas/lista/categoria%3Dmoda');
    expect(target('/en/gastronomia', 'cozinha=mineira&pagina=2')).toBe(
      '/en/gastronomia/lista/cozinha%3Dmineira%26pagina%3D2',
    );
  });

  it('maps article paging and categories, each locale on its own path', () => {
    expect(target('/artigos', 'pagina=2&categoria=eventos&x=1')).toBe(
      '/pt/artigos/lista/categoria%3Deventos%26pagina%3D2',
    );
    expect(target('/en/articles', 'pagina=3')).toBe('/en/artigos/lista/pagina%3D3');
    expect(target('/articles', 'pagina=3')).toBeNull();
    expect(target('/en/artigos', 'pagina=3')).toBeNull();
  });

  it('maps a search, normalising its spaces', () => {
    expect(target('/busca', 'q=  café   da manhã ')).toBe(
      `/pt/busca/lista/${encodeURIComponent('q=caf%C3%A9+da+manh%C3%A3')}`,
    );
    expect(searchParamsOfSegment(encodeURIComponent('q=caf%C3%A9+da+manh%C3%A3')).get('q')).toBe('café da manhã');
    expect(target('/en/busca', 'q=')).toBeNull();
  });

  it('leaves alone what filters nothing and every other screen', () => {
    expect(target('/lojas', '')).toBeNull();
    expect(target('/lojas', 'utm_source=newsletter')).toBeNull();
    expect(target('/sobre', 'categoria=moda')).toBeNull();
    expect(target('/loja/x/y', 'q=a')).toBeNull();
  });

  it('keeps the internal routes unreachable by their own path', () => {
    for (const path of [
      '/lojas/lista/categoria%3Dmoda',
      '/pt/busca/lista/q%3Dx',
      '/en/artigos/lista/pagina%3D2',
      '/gastronomia/lista',
    ])
      expect(isInternalOnlyPath(path)).toBe(true);
    for (const path of ['/lojas', '/gastronomia/lista-de-espera/x', '/busca'])
      expect(isInternalOnlyPath(path)).toBe(false);
  });
});
