import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ContentPageScreen } from '@/features/pages/ContentPageScreen';
import { loadArtCulturePage } from '@/features/pages/load-content-page';
import { pageMetadata } from '@/lib/seo/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadArtCulturePage(locale));
}

export default async function ArtCulturePage() {
  const page = await loadArtCulturePage(await getLocale());
  if (!page) notFound();
  return <ContentPageScreen page={page} />;
}
