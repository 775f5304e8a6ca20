import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { SiteChrome } from '@/features/site-shell/SiteDocument';
import { routing } from '@/i18n/routing';

/**
 * Every screen's header, footer and skip links, around the page; the header's language switch comes from the
 * `@languageSwitch` slot (an article's other-language slug). In this layout, not the root one (ADR 0080).
 */
export default async function SiteLayout({ children, params, languageSwitch }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return (
    <SiteChrome locale={locale} languageSwitch={languageSwitch}>
      {children}
    </SiteChrome>
  );
}
