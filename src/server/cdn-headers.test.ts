import { describe, expect, it } from 'vitest';
import { cacheTagHeaderLines, cmsTagsOfPage, sharedCacheControl } from './cdn-headers.mjs';

describe('CDN headers of a cached page', () => {
  it('lets shared caches keep the page and browsers always revalidate', () => {
    expect(sharedCacheControl({ sMaxAge: 300, staleWhileRevalidate: 86_400 })).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    );
  });

  it("keeps only the CMS's tags, verbatim, punctuation included", () => {
    const next = '_N_T_/layout,_N_T_/[locale]/sobre/page,N*r;L,6-KZ@,t#k[uP';
    expect(cmsTagsOfPage(next)).toEqual(['N*r;L', '6-KZ@', 't#k[uP']);
    expect(cmsTagsOfPage(undefined)).toEqual([]);
  });

  it('drops a tag a comma-separated header could not carry', () => {
    expect(cmsTagsOfPage('good,bad tag')).toEqual(['good']);
  });

  it('splits many tags into several header lines under the limit, losing none', () => {
    const tags = Array.from({ length: 2_000 }, (_, i) => `tag-${i}`);
    const lines = cacheTagHeaderLines(tags, 1_000);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(1_000);
    expect(lines.join(',').split(',')).toEqual(tags);
  });

  it('writes no header line for a page without tags', () => {
    expect(cacheTagHeaderLines([])).toEqual([]);
  });
});
