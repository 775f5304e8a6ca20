import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { CinemaScreen } from '@/features/cinema/CinemaScreen';
import { loadCinema } from '@/features/cinema/load-cinema';
import { pageMetadata } from '@/lib/seo/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadCinema(locale));
}

export default async function CinemaPage() {
  const locale = await getLocale();
  const page = await loadCinema(locale);
  if (!page) notFound();
  return <CinemaScreen page={page} locale={locale} />;
}
