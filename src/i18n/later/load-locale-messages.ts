import type { AbstractIntlMessages } from 'next-intl';

/**
 * Every text of a locale, as a chunk of its own that the browser fetches the first time something asks (and the
 * service worker keeps, as it keeps every chunk): for what no first paint shows, an error screen or a panel a
 * visitor opens (ADR 0095). One chunk per locale, shared by every caller.
 */
export async function loadLocaleMessages(locale: string): Promise<AbstractIntlMessages> {
  const file = locale === 'en' ? await import('../../../messages/en.json') : await import('../../../messages/pt.json');
  return file.default as AbstractIntlMessages;
}
