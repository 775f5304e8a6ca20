/** Issue 23: the search finds offers by their store's name, their category and their words, in both languages. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppLocale } from '@/i18n/routing';
import { demoSiteSearch } from './demo-search';
import type { SiteSearch } from './site-search';

let search: Record<AppLocale, SiteSearch>;
beforeAll(async () => {
  search = await demoSiteSearch();
});

const offers = (locale: AppLocale, query: string) =>
  search[locale].search(query, { kinds: ['offer'] }).map((h) => ({ title: h.title, href: h.href }));

describe('offers in the search', () => {
  it('by the store’s name', () => {
    expect(offers('pt', 'bit gamer')).toContainEqual({
      title: 'Black Friday gamer',
      href: '/ofertas/black-friday-bit-gamer',
    });
    expect(offers('en', 'bit gamer')).toContainEqual({
      title: 'Gamer Black Friday',
      href: '/en/offers/black-friday-bit-gamer',
    });
  });

  it('by category and by words', () => {
    expect(offers('pt', 'japonesa').map((o) => o.title)).toContain('Rodízio de sexta com 20% off');
    expect(offers('en', 'sunglasses').map((o) => o.title)).toContain('Sunglasses 30% off');
    expect(offers('pt', 'promoção').length).toBeGreaterThan(10);
  });
});
