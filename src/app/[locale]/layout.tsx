import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccessKeys } from '@/components/accessibility/AccessKeys';
import { AppBehaviours } from '@/components/app/AppBehaviours';
import { ContrastScript } from '@/components/accessibility/ContrastScript';
import { SkipLinks } from '@/components/accessibility/SkipLinks';
import { AlternateLinksProvider } from '@/components/layout/AlternateLinks';
import { LAYOUT_TARGETS } from '@/components/layout/layout-targets';
import { loadLayoutSettings } from '@/components/layout/load-layout-settings';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { PreviewBadge } from '@/components/preview/PreviewBadge';
import { displayFont, textFont } from '@/fonts';
import { htmlLang, routing } from '@/i18n/routing';
import '@/styles/globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const settings = await loadLayoutSettings(locale);
  return {
    title: { template: `%s | ${settings.mallName}`, default: settings.mallName },
    description: settings.tagline ?? undefined,
    applicationName: settings.mallName,
  };
}

export const viewport: Viewport = {
  themeColor: '#3a2160',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const settings = await loadLayoutSettings(locale);
  const serverNow = new Date().toISOString();

  return (
    // The boot script may set data-contrast before React hydrates.
    <html lang={htmlLang[locale]} className={`${displayFont.variable} ${textFont.variable}`} suppressHydrationWarning>
      <head>
        <ContrastScript />
      </head>
      <body>
        <NextIntlClientProvider>
          <AlternateLinksProvider>
            <SkipLinks />
            <AccessKeys />
            <SiteHeader settings={settings} serverNow={serverNow} />
            <main id={LAYOUT_TARGETS.content} tabIndex={-1}>
              {children}
            </main>
            <SiteFooter settings={settings} />
            <PreviewBadge />
            <AppBehaviours />
          </AlternateLinksProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
