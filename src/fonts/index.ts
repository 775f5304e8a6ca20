import localFont from 'next/font/local';

/*
 * Both faces come from @fontsource-variable packages in node_modules, so the
 * build never downloads anything. Only the Latin subset: Portuguese needs
 * nothing beyond it. One variable file a face carries every weight in use.
 *
 * `display: 'optional'`: both files are preloaded, so they are nearly always
 * there for the first paint; when they are not (a slow first visit), the page
 * keeps its fallback instead of swapping later. A swap re-laid the text out
 * after the first paint: it moved the columns of a store page (CLS 0.04) and
 * made the text, the largest paint of most screens, count as painted only then.
 */

/** Display face for headings: Fraunces, with its optical-size axis for large titles. */
export const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

/** Text face: Inter, highly legible at small sizes in dense tables of hours and sessions. */
export const textFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-text',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
