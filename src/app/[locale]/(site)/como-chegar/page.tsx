import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { DirectionsScreen } from '@/features/directions/DirectionsScreen';
import { loadDirections } from '@/features/directions/load-directions';
import { pageMetadata } from '@/lib/seo/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadDirections(locale));
}

export default async function DirectionsPage() {
  const locale = await getLocale();
  const page = await loadDirections(locale);
  if (!page) notFound();
  return <DirectionsScreen page={page} locale={locale} />;
}
