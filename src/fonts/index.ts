import localFont from 'next/font/local';

/*
 * Both faces come from @fontsource-variable packages in node_modules, so the
 * build never downloads anything. Only the Latin subset: Portuguese and English
 * need nothing beyond it. One variable file a face carries every weight in use.
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
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  // a serif falls back on a serif, its metrics matched to Fraunces'
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

/** Text face: Inter, highly legible at small sizes in dense tables of hours and sessions. */
export const textFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-text',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
