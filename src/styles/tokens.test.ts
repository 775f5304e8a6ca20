import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.2 AA for the colour pairs the components use, in both themes:
 * 4.5:1 for text, 3:1 for borders of controls and focus rings.
 */
const css = readFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), 'utf8');

function block(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  return css.slice(start, css.indexOf('\n}', start));
}

function tokens(source: string): Map<string, string> {
  return new Map([...source.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]));
}

const normal = tokens(block(':root'));
const high = new Map([...normal, ...tokens(block("html[data-contrast='high']"))]);

function resolve(theme: Map<string, string>, name: string): string {
  let value = theme.get(name);
  for (let i = 0; value?.startsWith('var(') && i < 10; i++) value = theme.get(value.slice(4, -1).trim());
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a plain colour: ${value}`);
  return value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const TEXT_PAIRS: [string, string][] = [
  ['--text', '--bg'],
  ['--text', '--surface'],
  ['--text', '--surface-muted'],
  ['--text-muted', '--bg'],
  ['--text-muted', '--surface'],
  ['--text-muted', '--surface-muted'],
  ['--text-brand', '--surface'],
  ['--text-brand', '--surface-brand-soft'],
  ['--link', '--bg'],
  ['--link', '--surface'],
  ['--link', '--surface-muted'],
  ['--link-hover', '--surface'],
  ['--text-on-brand', '--surface-brand'],
  ['--text-on-brand-muted', '--surface-brand'],
  ['--link-on-brand', '--surface-brand'],
  ['--button-text', '--button-bg'],
  ['--button-text', '--button-bg-hover'],
  ['--button-secondary-text', '--surface'],
  ['--highlight-text', '--highlight-bg'],
  ['--accent-text', '--accent'],
  ['--status-open', '--surface'],
  ['--status-closed', '--surface'],
];

const NON_TEXT_PAIRS: [string, string][] = [
  ['--input-border', '--input-bg'],
  ['--border-strong', '--surface'],
  ['--focus-ring-color', '--bg'],
  ['--focus-ring-color', '--surface'],
  ['--button-secondary-border', '--surface'],
];

describe.each([
  ['normal', normal],
  ['high contrast', high],
])('%s theme', (_name, theme) => {
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(resolve(theme, fg), resolve(theme, bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrast(resolve(theme, fg), resolve(theme, bg))).toBeGreaterThanOrEqual(3);
  });
});

describe('high contrast theme', () => {
  it('is black, white and yellow only', () => {
    const colours = [
      '--bg',
      '--surface',
      '--text',
      '--link',
      '--button-bg',
      '--button-text',
      '--border',
      '--focus-ring-color',
    ].map((n) => resolve(high, n).toLowerCase());
    expect(new Set(colours)).toEqual(new Set(['#000000', '#ffffff', '#ffeb3b']));
  });
});
