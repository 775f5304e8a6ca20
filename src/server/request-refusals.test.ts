import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedMethods, API_METHODS, hasControlCharacter, isUndecodableApiPath } from './request-refusals';

const apiRoot = path.resolve(__dirname, '../app/api');

function apiRoutes(dir = apiRoot): { url: string; methods: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiRoutes(full);
    if (entry.name !== 'route.ts') return [];
    const source = readFileSync(full, 'utf8');
    const methods = [...source.matchAll(/export (?:async )?function (GET|HEAD|POST|PUT|PATCH|DELETE)\b/g)].map(
      (m) => m[1]!,
    );
    const url = `/api/${path
      .relative(apiRoot, dir)
      .split(path.sep)
      .map((segment) => segment.replace(/^\[.*\]$/, 'sample'))
      .join('/')}`;
    return [{ url, methods }];
  });
}

describe('the methods the site takes', () => {
  it('match, for every API route, what the route exports (Next adds HEAD to GET, and OPTIONS)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBe(API_METHODS.length);
    for (const { url, methods } of routes) {
      const expected = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].sort();
      expect([...(allowedMethods(url) ?? [])].sort(), url).toEqual(expected);
    }
  });

  it('are GET, HEAD and POST for pages, and nothing is said for an API path that does not exist', () => {
    expect(allowedMethods('/en/lojas?x=1')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods('/api/nothing-here')).toBeNull();
  });
});

describe('a path with a control character', () => {
  it('is refused raw or percent-encoded, and only in the path', () => {
    for (const bad of ['/%00', '/lojas%00', '/en/lojas%0A', '/a%7f', '/a\u0000'])
      expect(hasControlCharacter(bad), bad).toBe(true);
    for (const fine of ['/lojas', '/busca?q=%00', '/%20', '/artigo/caf%C3%A9'])
      expect(hasControlCharacter(fine), fine).toBe(false);
  });
});

describe('an API path that does not decode', () => {
  it('is refused before Next, and only under /api', () => {
    expect(isUndecodableApiPath('/api/preview/%C0')).toBe(true);
    expect(isUndecodableApiPath('/api/search?q=%C0')).toBe(false);
    expect(isUndecodableApiPath('/api/preview/caf%C3%A9')).toBe(false);
    expect(isUndecodableApiPath('/artigo/%C0%AF')).toBe(false);
  });
});
