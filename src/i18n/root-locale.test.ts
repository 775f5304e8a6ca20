import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';
import { detectRootLocale, localeSetCookie, rootWritesLocaleCookie } from './root-locale';

/** What the proxy (next-intl's detecting middleware) answers `/` for these request headers. */
function proxyAnswer(headers: Record<string, string>) {
  const response = proxy(new NextRequest('http://localhost:3000/', { headers }));
  const location = response.headers.get('location');
  return {
    locale: location && new URL(location).pathname === '/en' ? 'en' : 'pt',
    setCookie: response.headers.get('set-cookie'),
  };
}

const VISITORS: Record<string, string>[] = [
  {},
  { 'accept-language': 'pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7' },
  { 'accept-language': 'en-US,en;q=0.9' },
  { 'accept-language': 'en-GB' },
  { 'accept-language': 'pt-PT' },
  { 'accept-language': 'pt' },
  { 'accept-language': 'fr-FR,fr;q=0.9' },
  { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' },
  { 'accept-language': 'de, pt;q=0.2, en;q=0.1' },
  { 'accept-language': 'en;q=0.1, pt;q=0.5' },
  { 'accept-language': 'EN-us' },
  { 'accept-language': '*' },
  { 'accept-language': 'zh-Hant-TW' },
  { 'accept-language': ';;;,q=' },
  { cookie: 'NEXT_LOCALE=en' },
  { cookie: 'NEXT_LOCALE=pt', 'accept-language': 'en-US' },
  { cookie: 'NEXT_LOCALE=en', 'accept-language': 'pt-BR' },
  { cookie: 'NEXT_LOCALE=fr', 'accept-language': 'en-US' },
  { cookie: 'NEXT_LOCALE=fr' },
  { cookie: 'theme=dark; NEXT_LOCALE=en; other=1' },
  { cookie: 'XNEXT_LOCALE=en' },
  { cookie: 'NEXT_LOCALE=', 'accept-language': 'en' },
  { cookie: 'NEXT_LOCALE=pt', 'sec-fetch-dest': 'empty' },
  { 'accept-language': 'en', 'sec-fetch-dest': 'empty' },
  { 'sec-fetch-dest': 'empty' },
  { 'sec-fetch-dest': 'document', cookie: 'NEXT_LOCALE=en' },
  // the router's fetches from a page of the site: never detected (ADR 0092)
  { cookie: 'NEXT_LOCALE=en', 'sec-fetch-dest': 'empty' },
  { 'accept-language': 'en-US', 'sec-fetch-dest': 'document' },
];

afterEach(() => vi.useRealTimers());

describe('detectRootLocale: the front store picks the language `/` answers in as the proxy does', () => {
  it.each(VISITORS)('%j', (headers) => {
    const visitor = {
      cookie: headers.cookie,
      acceptLanguage: headers['accept-language'],
      fetchDest: headers['sec-fetch-dest'],
    };
    const expected = proxyAnswer(headers);
    const locale = detectRootLocale(visitor);
    expect(locale).toBe(expected.locale);
    expect(rootWritesLocaleCookie(visitor, locale)).toBe(expected.setCookie !== null);
  });

  it('writes the cookie exactly as the proxy writes it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T14:45:46.123Z'));
    expect(localeSetCookie('pt', Date.now())).toBe(proxyAnswer({}).setCookie);
    expect(localeSetCookie('en', Date.now())).toBe(proxyAnswer({ 'accept-language': 'en' }).setCookie);
  });
});
