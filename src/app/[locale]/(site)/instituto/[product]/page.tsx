import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { InstituteScreen } from '@/features/institute/InstituteScreen';
import { loadInstitute } from '@/features/institute/load-institute';
import { instituteStaticParams } from '@/lib/routes/static-params';
import { pageMetadata } from '@/lib/seo/content-metadata';

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = instituteStaticParams;

export async function generateMetadata({ params }: PageProps<'/[locale]/instituto/[product]'>): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadInstitute(locale, (await params).product));
}

export default async function InstitutePage({ params }: PageProps<'/[locale]/instituto/[product]'>) {
  const locale = await getLocale();
  const institute = await loadInstitute(locale, (await params).product);
  if (!institute) notFound();
  return <InstituteScreen institute={institute} locale={locale} />;
}
