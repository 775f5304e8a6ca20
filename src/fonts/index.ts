import localFont from 'next/font/local';

/*
 * Both faces come from @fontsource-variable packages in node_modules, so the
 * build never downloads anything, cut down by `npm run fonts:subset` to the
 * characters Portuguese and English pages use and to weights 400–700
 * (scripts/fonts/subset-fonts.mjs, ADR 0090): 87 kB for both instead of 113 kB.
 * One variable file a face carries every weight in use.
 *
 * `display: 'optional'`: both files are preloaded (the first viewport of every
 * screen sets a heading in Fraunces and text in Inter), so they are nearly
 * always there for the first paint; when they are not (a slow first visit),
 * the page keeps its fallback instead of swapping later. A swap re-laid the
 * text out after the first paint: it moved the columns of a store page
 * (CLS 0.04) and made the text, the largest paint of most screens, count as
 * painted only then. The fallbacks are metric-matched (`adjustFontFallback`:
 * next/font writes a local() face with size-adjust and ascent/descent
 * overrides), so the fallback page occupies the same lines as the real one.
 */

/**
 * Display face for headings: Fraunces, with its optical-size axis for large titles (globals.css sets
 * 'opsz' 96, the header's wordmark 72). The weight-only file is 37 kB instead of 67 kB, but it is pinned
 * at a text optical size: headings lose their display contrast and run about 10 % wider (ADR 0053).
 */
export const displayFont = localFont({
  src: './files/fraunces-opsz-wght400-700.woff2',
  variable: '--font-display',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  // a serif falls back on a serif, its metrics matched to Fraunces'
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

/** Text face: Inter, highly legible at small sizes in dense tables of hours and sessions. */
export const textFont = localFont({
  src: './files/inter-wght400-700.woff2',
  variable: '--font-text',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
