import * as rootParams from 'next/root-params';
import { notFound } from 'next/navigation';
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

/**
 * The `[locale]` segment of the root layout. Next 16.4 has no root params in
 * route handlers and server actions (it throws there), and none outside
 * `[locale]` (global-not-found): those pass the locale explicitly.
 */
function rootLocaleParam(): Promise<string | undefined> | undefined {
  try {
    return rootParams.locale();
  } catch {
    return undefined;
  }
}

/**
 * The one place the locale of a request is read: every server component,
 * `generateMetadata` and `getTranslations()` below `[locale]` gets it from
 * here, so pages neither read `params.locale` nor call `setRequestLocale`
 * (the pattern of next-intl's example-app-router).
 */
export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  const requested = explicit ?? (await rootLocaleParam()) ?? (await requestLocale);
  // An unknown `[locale]` segment is a 404 (the root layout says so too).
  if (requested !== undefined && !hasLocale(routing.locales, requested)) notFound();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'America/Sao_Paulo',
  };
});
