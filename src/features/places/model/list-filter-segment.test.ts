import { describe, expect, it } from 'vitest';
import { criteriaOfSegment, filterSegmentOf } from './list-filter-segment';

describe('a filtered list as a cacheable path', () => {
  it('normalises the query: known parameters only, in a fixed order, defaults and bad values dropped', () => {
    expect(filterSegmentOf(new URLSearchParams('piso=l1&utm_source=x&categoria=moda'), 'categoria')).toBe(
      'categoria=moda&piso=l1',
    );
    expect(filterSegmentOf(new URLSearchParams('categoria=moda&piso=l1'), 'categoria')).toBe('categoria=moda&piso=l1');
    expect(filterSegmentOf(new URLSearchParams('categoria=<script>&pagina=-3&ordem=featured'), 'categoria')).toBeNull();
    expect(filterSegmentOf(new URLSearchParams(''), 'categoria')).toBeNull();
  });

  it('leaves "open now" to the browser: it depends on the time', () => {
    expect(filterSegmentOf(new URLSearchParams('aberto=1'), 'categoria')).toBeNull();
    expect(filterSegmentOf(new URLSearchParams('aberto=1&piso=l2'), 'categoria')).toBe('piso=l2');
  });

  it('reads back the criteria of a segment, however it was encoded', () => {
    expect(criteriaOfSegment('categoria%3Dmoda%26q%3Dcaf%C3%A9', 'categoria')).toMatchObject({
      category: 'moda',
      query: 'café',
      openNow: false,
    });
    expect(criteriaOfSegment('%E0%A4%A', 'categoria')).toMatchObject({ category: null, query: '' });
  });
});
