import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFoundLogMessage } from '@/components/error/error-page-model';
import { NotFoundScreen } from '@/components/error/NotFoundScreen';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { LOCALE_HEADER, SITE_PATH_HEADER } from '@/i18n/request-headers';
import { defaultLocale, isAppLocale, type AppLocale } from '@/i18n/routing';
import '@/styles/globals.css';

/*
 * Every unknown path lands here, in the locale the proxy resolved from its
 * prefix (`/en/nada` → English): a real 404, server-rendered in the default
 * layout. Unknown paths deliberately match no route (there is no
 * `[locale]/[...rest]`): a `notFound()` thrown while rendering a page is sent
 * as an empty `<html id="__next_error__">` shell filled in by the browser
 * (vercel/next.js#62228, still open in 16.4), without `lang`, the layout or
 * any content for crawlers; an unmatched path is rendered by the server.
 */

/** The proxy's locale for this path; paths it skips (`/nada.html`) get the default. */
async function notFoundLocale(): Promise<AppLocale> {
  const requested = (await headers()).get(LOCALE_HEADER);
  const locale = isAppLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return locale;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(), namespace: 'errorPage' });
  return { title: `${t('title')} 404`, robots: { index: false } };
}

export default async function NotFound() {
  const locale = await notFoundLocale();
  const path = (await headers()).get(SITE_PATH_HEADER);
  // `next dev` also renders this boundary beside every page it serves, which
  // would log every visit; built sites render it for unknown paths only.
  if (path && process.env.NODE_ENV !== 'development') console.warn(notFoundLogMessage(path));
  return (
    <SiteDocument locale={locale}>
      <NotFoundScreen />
    </SiteDocument>
  );
}
