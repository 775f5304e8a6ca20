import { setRequestLocale } from 'next-intl/server';
import { loadLayoutSettings } from '@/components/layout/load-layout-settings';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';

// Owned by the home page's engineer (h7), who replaces it; here so the root route exists from the start.
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const settings = await loadLayoutSettings(locale);
  return (
    <div className="page-container" style={{ paddingBlock: 'var(--space-8)' }}>
      <h1>{settings.mallName}</h1>
      {settings.tagline ? <p>{settings.tagline}</p> : null}
    </div>
  );
}
