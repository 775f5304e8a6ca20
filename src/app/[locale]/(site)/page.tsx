import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { HomeScreen } from '@/features/home/HomeScreen';
import { loadHomePage } from '@/features/home/load-home-page';
import { pageMetadata } from '@/lib/seo/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadHomePage(locale));
}

export default async function HomePage() {
  const locale = await getLocale();
  const home = await loadHomePage(locale);
  if (!home) notFound();
  return <HomeScreen home={home} locale={locale} />;
}
