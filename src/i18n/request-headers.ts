/** Request headers the proxy hands to the server render. */

/** next-intl's own: the locale the middleware resolved (read by `getLocale()` where no `[locale]` param exists). */
export const LOCALE_HEADER = 'x-next-intl-locale';
