// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icons';

const sprite = readFileSync(`${process.cwd()}/src/components/icons/sprite.svg`, 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"/g)].map(([, id, viewBox]) => ({
  id,
  viewBox,
}));

describe('the icon sprite', () => {
  it('is well-formed XML: a browser drops every symbol after the first error (a "--" inside a comment is one)', () => {
    const parsed = new DOMParser().parseFromString(sprite, 'image/svg+xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect([...parsed.querySelectorAll('symbol')].map((s) => s.id)).toEqual(symbols.map((s) => s.id));
  });

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
