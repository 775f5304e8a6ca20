import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing, type AppLocale } from './routing';

/** Only the active locale's file is imported, so the other locale never reaches the page. */
async function loadMessages(locale: AppLocale) {
  switch (locale) {
    case 'en':
      return (await import('../../messages/en.json')).default;
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
