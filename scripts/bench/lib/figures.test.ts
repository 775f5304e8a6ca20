import { describe, expect, it } from 'vitest';
import { firstLoadScripts, median, percentile, ratio, verdict } from './figures.mjs';

describe('benchmark figures', () => {
  it('takes the median of the finite values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it('states ratios to the bare page', () => {
    expect(ratio(150, 100)).toBe('1.50×');
    expect(ratio(1, 0)).toBe('n/a');
  });

  it('reads percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('judges a figure against its target', () => {
    expect(verdict(95, (v) => v >= 90)).toBe('ok');
    expect(verdict(80, (v) => v >= 90)).toBe('MISS');
    expect(verdict(NaN, () => true)).toBe('n/a');
  });

  it("finds the page's first-load scripts, leaving polyfills and other hosts out", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/polyfill.js" noModule=""></script><script>inline()</script><script src="https://x.example/t.js"></script>';
    expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/a.js']);
  });
});
