import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icons';

const sprite = readFileSync(new URL('./sprite.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"/g)].map(([, id, viewBox]) => ({
  id,
  viewBox,
}));

describe('the icon sprite', () => {
  it('draws every icon the code can name, and nothing it cannot (an unknown name is a blank square)', () => {
    expect(symbols.map((s) => s.id).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('gives every symbol a viewBox, so it scales to the size the page asks for', () => {
    expect(sprite.match(/<symbol\b/g)).toHaveLength(symbols.length);
  });

  it('colours with currentColor or the theme tokens only, so high contrast recolours every icon', () => {
    const colours = [...sprite.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map(([, value]) => value ?? '');
    expect(colours.filter((c) => !/^(none|currentColor|var\(--[\w-]+\))$/.test(c))).toEqual([]);
  });
});
