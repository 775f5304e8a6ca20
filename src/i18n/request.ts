import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import type ptMessages from '../../messages/pt.json';
import { routing, type AppLocale } from './routing';

/** pt.json is the source of the types; messages/messages.test.ts keeps en.json's keys identical. */
type Messages = typeof ptMessages;

/** Only the active locale's file is imported, so the other locale never reaches the page. */
async function loadMessages(locale: AppLocale): Promise<Messages> {
  switch (locale) {
    case 'en':
      return (await import('../../messages/en.json')).default as unknown as Messages;
    case 'pt':
      return (await import('../../messages/pt.json')).default;
  }
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'America/Sao_Paulo',
  };
});
