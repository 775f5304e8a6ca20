import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ContentPageScreen } from '@/features/pages/ContentPageScreen';
import { loadGenericPage } from '@/features/pages/load-content-page';
import { pageStaticParams } from '@/lib/routes/static-params';
import { pageMetadata } from '@/lib/seo/content-metadata';

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = pageStaticParams;

export async function generateMetadata({ params }: PageProps<'/[locale]/page/[slug]'>): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadGenericPage(locale, (await params).slug));
}

export default async function GenericPage({ params }: PageProps<'/[locale]/page/[slug]'>) {
  const page = await loadGenericPage(await getLocale(), (await params).slug);
  if (!page) notFound();
  return <ContentPageScreen page={page} />;
}
