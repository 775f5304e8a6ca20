import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { loadSiteSettings } from '@/features/site-settings/load-site-settings';
import { MANIFEST_HREF } from '@/features/offline';
import { SiteHtml } from '@/features/site-shell/SiteDocument';
import { routing } from '@/i18n/routing';
import { loadSiteIdentity } from '@/lib/seo/load-site-identity';
import { siteIconMetadata } from '@/lib/seo/site-icons';
import '@/styles/globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [settings, icons, identity] = await Promise.all([
    loadSiteSettings(locale),
    siteIconMetadata(),
    loadSiteIdentity(locale),
  ]);
  const siteName = identity.siteName ?? settings.mallName;
  return {
    title: { template: `%s${identity.titleSuffix ?? ` | ${siteName}`}`, default: siteName },
    description: settings.tagline ?? undefined,
    applicationName: settings.mallName,
    manifest: MANIFEST_HREF[locale],
    ...icons,
  };
}

export const viewport: Viewport = {
  themeColor: '#3a2160',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The root layout: the document only. The header, footer and the `@languageSwitch` slot are the `(site)`
 * layout's: a root layout with a slot besides `children` is rendered a second time into every page's payload
 * (ADR 0080).
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return <SiteHtml locale={locale}>{children}</SiteHtml>;
}
