/**
 * The texts of the error screens, given where they are rendered rather than in every page's payload (ADR 0095):
 * the server pages (404, 503) wrap their screen in a provider of these, so the screen arrives whole, also without
 * JavaScript; the error boundary, which the browser renders, loads them then (`LaterMessages`).
 */
export const ERROR_SCREEN_MESSAGES = ['errorPage'];

/** The 404 screen also offers the site's search and the main sections, named as the menu names them. */
export const NOT_FOUND_SCREEN_MESSAGES = [
  ...ERROR_SCREEN_MESSAGES,
  'layout.nav',
  ...['label', 'placeholder', 'submit'].map((key) => `layout.search.${key}`),
];
