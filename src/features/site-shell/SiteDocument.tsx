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

const LAYOUT_MESSAGES = ['layout', 'preview', 'errorPage', 'consent', 'offline'];

/**
 * The whole document of a page in the default layout: `<html lang>`, the
 * contrast boot script, skip links, header, `<main id="conteudo">`, footer.
 * Shared by `[locale]/layout.tsx` and the root `not-found.tsx` (unknown paths),
 * so a 404 looks and behaves like every other page.
 */
export async function SiteDocument({
  locale,
  children,
  languageSwitch,
}: {
  locale: AppLocale;
  children: ReactNode;
  /** the layout's `@languageSwitch` slot (SiteHeader) */
  languageSwitch?: ReactNode;
}) {
  const settings = await loadSiteSettings(locale);
  return (
    // The boot scripts may set data-contrast and data-consent-decided before React hydrates.
    <html lang={htmlLang[locale]} className={`${displayFont.variable} ${textFont.variable}`} suppressHydrationWarning>
      <head>
        <ContrastScript />
        <ConsentScript />
      </head>
      <body>
        {/* the header's and footer's client parts, the preview badge, the error boundary */}
        <ClientMessages namespaces={LAYOUT_MESSAGES}>
          <AlternateLinksProvider>
            <SkipLinks />
            {/* right after the skip links: the first thing the keyboard reaches on a first visit (ADR 0065) */}
            <ConsentBanner privacyHref={settings.privacyUrl ? siteHref(settings.privacyUrl, locale) : null} />
            <AccessKeys />
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
      </body>
    </html>
  );
}
