// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { amenityKindSchema } from '@/lib/content';

const sprite = readFileSync(`${process.cwd()}/src/features/map/amenity-icons.svg`, 'utf8');

describe("the map's amenity pictograms", () => {
  const parsed = new DOMParser().parseFromString(sprite, 'image/svg+xml');
  const symbols = [...parsed.querySelectorAll('symbol')];

  it('are well-formed XML: a browser drops every symbol after the first error', () => {
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('draw every amenity kind the content can hold, and nothing else (an unknown one is a blank disc)', () => {
    expect(symbols.map((s) => s.id).sort()).toEqual(amenityKindSchema.options.map((k) => `map-icon-${k}`).sort());
  });

  it('each draw something, on a 24-unit grid, in currentColor, so high contrast recolours them', () => {
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox'), symbol.id).toBe('0 0 24 24');
      expect(symbol.querySelectorAll('path, circle, rect, ellipse').length, symbol.id).toBeGreaterThan(0);
    }
    const colours = [...sprite.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map(([, value]) => value);
    expect(colours.filter((c) => !/^(none|currentColor)$/.test(c ?? ''))).toEqual([]);
  });
});
