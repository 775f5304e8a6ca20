import { describe, expect, it } from 'vitest';
import { readAnimationSettings, rootMarginFor } from './scroll-animation';

describe('scroll animation settings', () => {
  it('use the spec defaults and accept per-element overrides', () => {
    expect(readAnimationSettings({})).toEqual({ offset: 120, delay: 0, duration: 400, easing: 'ease' });
    expect(readAnimationSettings({ animateDelay: '200', animateOffset: 'x', animateEasing: 'ease-out' })).toEqual({
      offset: 120,
      delay: 200,
      duration: 400,
      easing: 'ease-out',
    });
    expect(readAnimationSettings({ animateEasing: 'url(javascript:1)' }).easing).toBe('ease');
    expect(rootMarginFor(120)).toBe('0px 0px -120px 0px');
  });
});
