import type { ReactNode } from 'react';
import { AccessKeys, ContrastScript, SkipLinks, LAYOUT_TARGETS } from '@/features/accessibility';
import { AppBehaviours } from '@/features/app-shell';
import { Analytics, ConsentBanner, ConsentScript } from '@/features/consent';
import { PreviewBadge } from '@/features/preview';
import { displayFont, textFont } from '@/fonts';
import { ClientMessages } from '@/i18n/ClientMessages';
import { siteHref } from '@/i18n/localized-paths';
import { htmlLang, type AppLocale } from '@/i18n/routing';
import { AlternateLinksProvider } from './AlternateLinks';
import { loadSiteSettings } from '@/features/site-settings/server';
import { SiteForm } from '@/features/forms';
import { OfflineSupport } from '@/features/offline';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * What the layout's client components say when a page is first drawn: the header's menus, search, hours and
 * language switch, the accessibility controls, the consent bar and the offline notice. The footer, skip links,
 * quick links and the search's suggested terms are server components and keep their texts on the server; every
 * page's payload carried them too (issue 21). What shows only once asked for (the week's hours table, the
 * text-size help, the consent bar's categories, the error screens) loads then (`LaterMessages`, ADR 0095).
 */
const LAYOUT_MESSAGES = [
  ...['label', 'contrast', 'textSize'].map((key) => `layout.accessibility.${key}`),
  'layout.language',
  'layout.nav',
  ...['title', 'closed', 'unavailable', 'todayShort', 'rangeShort'].map((key) => `layout.hours.${key}`),
  ...['label', 'placeholder', 'submit', 'open', 'close', 'suggestionsLabel', 'suggestionsCount', 'seeAll', 'kinds'].map(
    (key) => `layout.search.${key}`,
  ),
  ...['title', 'text', 'policy', 'rejectAll', 'acceptAll', 'choose', 'settings'].map((key) => `consent.${key}`),
  'offline.notice',
];

/**
 * A page's `<html lang>` with the boot scripts that may set `data-contrast`
 * and `data-consent-decided` before React hydrates: the root layout's part.
 */
export function SiteHtml({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return (
    <html lang={htmlLang[locale]} className={`${displayFont.variable} ${textFont.variable}`} suppressHydrationWarning>
      <head>
        <ContrastScript />
        <ConsentScript />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * What every page of the default layout has around its content: skip links,
 * consent bar, header, `<main id="conteudo">`, footer, and the app's client
 * behaviours. The `(site)` layout's part, and not the root layout's: Next
 * renders a root layout that has a slot besides `children` a second time into
 * every page's payload, as its not-found fallback (create-component-tree's
 * "hack to support unmatched parallel routes"), and this part is the
 * `@languageSwitch` slot's home (ADR 0080).
 */
export async function SiteChrome({
  locale,
  children,
  languageSwitch,
}: {
  locale: AppLocale;
  children: ReactNode;
  /** the `(site)` layout's `@languageSwitch` slot (SiteHeader) */
  languageSwitch?: ReactNode;
}) {
  const settings = await loadSiteSettings(locale);
  return (
    // the header's and footer's client parts, the consent bar, the error boundary (the preview badge brings its own)
    <ClientMessages namespaces={LAYOUT_MESSAGES}>
      <AlternateLinksProvider>
        <SkipLinks />
        {/* right after the skip links: the first thing the keyboard reaches on a first visit (ADR 0065) */}
        <ConsentBanner privacyHref={settings.privacyUrl ? siteHref(settings.privacyUrl, locale) : null} />
        <AccessKeys />
        {/*
         * A browser that draws a page while its HTML still arrives (a slow link, a busy phone) waits for the
         * start of <main>, that is for the whole header: its rows are grids sized by their content, so a frame
         * drawn before the quick links and the menu had come moved the search box and the brand when they did
         * (issue 21: CLS up to 0.04). Chromium 124+ stops waiting when the element named is inserted, not when
         * it ends, hence <main> and not <header>; other browsers ignore the link. React moves it into the head,
         * the only place it works.
         */}
        <link rel="expect" href={`#${LAYOUT_TARGETS.content}`} blocking="render" />
        <SiteHeader settings={settings} languageSwitch={languageSwitch} />
        <main id={LAYOUT_TARGETS.content} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          settings={settings}
          newsletter={<SiteForm form="newsletter" locale={locale} instance="rodape-newsletter" />}
        />
        <PreviewBadge />
        <AppBehaviours />
        <OfflineSupport />
        <Analytics gtmId={settings.gtmId} />
      </AlternateLinksProvider>
    </ClientMessages>
  );
}

/**
 * The whole document of a page in the default layout, for `global-not-found.tsx`
 * (unknown paths), so a 404 looks and behaves like every other page.
 */
export function SiteDocument({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return (
    <SiteHtml locale={locale}>
      <SiteChrome locale={locale}>{children}</SiteChrome>
    </SiteHtml>
  );
}
