import { describe, expect, it } from 'vitest';
import type { SitemapQuery } from '@generated/graphql';
import sitemapFixture from '@/lib/seo/sitemap.fixture.json';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// the demo content's offers are dated from its "today", Friday 2026-11-20 (cms/scripts/demo-content/offers.ts)
const data = sitemapFixture as unknown as SitemapQuery;
const offerPaths = (now: Date | null) =>
  sitemapEntries(data, undefined, now)
    .map((e) => e.paths.pt)
    .filter((p) => p.startsWith('/ofertas/'));

describe('offers in the sitemap, at the server’s clock', () => {
  it('lists the list page and every offer still on or to come', () => {
    const at = offerPaths(new Date('2026-11-20T17:00:00Z')); // Fri 14:00 in the mall
    expect(sitemapEntries(data, undefined, null).some((e) => e.paths.pt === '/ofertas')).toBe(true);
    expect(at).toContain('/ofertas/rodizio-sexta-sushi-kaze'); // ends tonight at 22:00
    expect(at).toContain('/ofertas/semana-do-livro-travessia'); // starts next week
    expect(at).not.toContain('/ofertas/queima-de-inverno-alma-boho'); // ended yesterday
    expect(
      sitemapEntries(data, undefined, null).find((e) => e.paths.pt === '/ofertas/mesa-posta-natal')?.paths.en,
    ).toBe('/en/offers/mesa-posta-natal');
  });

  it('leaves an offer out from the minute it ends', () => {
    expect(offerPaths(new Date('2026-11-21T00:59:00Z'))).toContain('/ofertas/rodizio-sexta-sushi-kaze');
    expect(offerPaths(new Date('2026-11-21T01:00:00Z'))).not.toContain('/ofertas/rodizio-sexta-sushi-kaze');
  });

  it('leaves out an offer whose stores are gone', () => {
    const orphan = { ...data, allOffers: data.allOffers.map((o) => ({ ...o, places: [] })) };
    expect(sitemapEntries(orphan, undefined, null).filter((e) => e.paths.pt.startsWith('/ofertas/'))).toEqual([]);
  });
});
