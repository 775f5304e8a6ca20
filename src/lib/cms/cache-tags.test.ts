import { describe, expect, it } from 'vitest';
import { applyCacheTags, parseCacheTagsHeader } from './cache-tags';

describe('DatoCMS cache tags', () => {
  it('reads the space-separated header verbatim, without duplicates', () => {
    expect(parseCacheTagsHeader('BQD?* 2.a*q  f7e N*r;L 2.a*q')).toEqual(['BQD?*', '2.a*q', 'f7e', 'N*r;L']);
    expect(parseCacheTagsHeader(null)).toEqual([]);
  });

  it("tags a cache entry with every tag, in calls of at most Next's 128", () => {
    const tags = Array.from({ length: 300 }, (_, i) => `t${i}`);
    const calls: string[][] = [];
    applyCacheTags(tags, (...chunk) => calls.push(chunk));
    expect(calls.map((c) => c.length)).toEqual([128, 128, 44]);
    expect(calls.flat()).toEqual(tags);
  });

  it('skips a tag longer than Next accepts (it could never be invalidated by name)', () => {
    const calls: string[][] = [];
    applyCacheTags(['ok', 'x'.repeat(257)], (...chunk) => calls.push(chunk));
    expect(calls).toEqual([['ok']]);
  });
});
