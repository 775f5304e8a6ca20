import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NOT_FOUND_SCREEN_MESSAGES } from '@/features/errors/error-screen-messages';
import { NotFoundScreen } from '@/features/errors/NotFoundScreen';
import { SiteDocument } from '@/features/site-shell/SiteDocument';
import { ClientMessages } from '@/i18n/ClientMessages';
import { LOCALE_HEADER } from '@/i18n/request-headers';
import { defaultLocale, isAppLocale, type AppLocale } from '@/i18n/routing';
import '@/styles/globals.css';

/*
 * Every unknown path lands here (`experimental.globalNotFound`), in the locale
 * the proxy resolved from its prefix (`/en/nada` → English): a real 404,
 * server-rendered in the default layout.
 *
 * Why not `[locale]/[...rest]` calling `notFound()`: a `notFound()` thrown
 * while rendering a page is sent as an empty `<html id="__next_error__">`
 * shell that the browser fills in (vercel/next.js#62228, open in 16.4): no
 * `lang`, no layout, nothing for crawlers. An unmatched path is rendered by
 * the server. And why not `app/not-found.tsx`: the root not-found boundary is
 * rendered into every page's payload, so it would carry a second copy of the
 * header and footer on every page. (Next still renders this file on the server
 * beside each page without sending it, so it must stay free of side effects:
 * the "Page not found" log is written by the proxy.)
 */

/**
 * Rendered per request: the locale comes from the proxy's request header, and
 * an unknown path is no page to keep in a cache.
 */
export const instant = false;

/** The proxy's locale for this path; paths it skips (`/nada.html`) get the default. */
async function notFoundLocale(): Promise<AppLocale> {
  const requested = (await headers()).get(LOCALE_HEADER);
  const locale = isAppLocale(requested) ? requested : defaultLocale;
  // The one setRequestLocale left: this file renders outside [locale], where
  // next/root-params has no locale for src/i18n/request.ts to read.
  setRequestLocale(locale);
  return locale;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(), namespace: 'errorPage' });
  return { title: `${t('title')} 404`, robots: { index: false } };
}

export default async function NotFound() {
  const locale = await notFoundLocale();
  return (
    <SiteDocument locale={locale}>
      <ClientMessages namespaces={NOT_FOUND_SCREEN_MESSAGES}>
        <NotFoundScreen />
      </ClientMessages>
    </SiteDocument>
  );
}
