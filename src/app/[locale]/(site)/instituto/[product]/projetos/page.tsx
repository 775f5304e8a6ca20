import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { InstituteProjectsScreen } from '@/features/institute/InstituteProjectsScreen';
import { loadInstituteProjects } from '@/features/institute/load-institute';
import { instituteStaticParams } from '@/lib/routes/static-params';
import { pageMetadata } from '@/lib/seo/content-metadata';

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = instituteStaticParams;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/instituto/[product]/projetos'>): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadInstituteProjects(locale, (await params).product));
}

export default async function InstituteProjectsPage({ params }: PageProps<'/[locale]/instituto/[product]/projetos'>) {
  const locale = await getLocale();
  const page = await loadInstituteProjects(locale, (await params).product);
  if (!page) notFound();
  return <InstituteProjectsScreen page={page} locale={locale} />;
}
