import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { InstituteProjectScreen } from '@/features/institute/InstituteProjectScreen';
import { loadInstituteProject } from '@/features/institute/load-institute';
import { instituteProjectStaticParams } from '@/lib/routes/static-params';
import { pageMetadata } from '@/lib/seo/content-metadata';

/** Every published project is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = instituteProjectStaticParams;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/instituto/[product]/projetos/[slug]'>): Promise<Metadata> {
  const locale = await getLocale();
  const { product, slug } = await params;
  return pageMetadata(locale, await loadInstituteProject(locale, product, slug));
}

export default async function InstituteProjectPage({
  params,
}: PageProps<'/[locale]/instituto/[product]/projetos/[slug]'>) {
  const locale = await getLocale();
  const { product, slug } = await params;
  const project = await loadInstituteProject(locale, product, slug);
  if (!project) notFound();
  return <InstituteProjectScreen project={project} locale={locale} />;
}
