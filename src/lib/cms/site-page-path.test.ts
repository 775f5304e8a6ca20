import { describe, expect, it } from 'vitest';
import { sitePagePath } from './site-page-path';

describe('sitePagePath: where the draft routes may send a visitor', () => {
  it.each([
    ['/', '/'],
    ['/sobre', '/sobre'],
    ['/en/about', '/en/about'],
    ['/en', '/en'],
    ['/artigo/natal-no-shopping?x=1#topo', '/artigo/natal-no-shopping?x=1#topo'],
    ['/loja/aconchego-decor/aconchego-decor', '/loja/aconchego-decor/aconchego-decor'],
    ['/lojas/../sobre', '/sobre'],
  ])('a page of the site: %s → %s', (raw, expected) => {
    expect(sitePagePath(raw)).toBe(expected);
  });

  it.each([
    // resolve to `//evil.example`, which a browser reads as another host
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/sobre\u0000',
    // not pages
    '/api/revalidate',
    '/nao-existe',
    '/lojas/lista/ordem=az',
    '/en/sobre',
    '/artigo/%E0%A4%A',
    '',
  ])('refused: %j', (raw) => {
    expect(sitePagePath(raw)).toBeNull();
  });
});
