import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { HomeScreen } from '@/features/home/HomeScreen';
import { homePageMetadata, loadHomePage } from '@/features/home/load-home-page';

export async function generateMetadata(): Promise<Metadata> {
  return (await homePageMetadata(await getLocale())) ?? notFound();
}

export default async function HomePage() {
  const locale = await getLocale();
  const home = await loadHomePage(locale);
  if (!home) notFound();
  return <HomeScreen home={home} locale={locale} />;
}
