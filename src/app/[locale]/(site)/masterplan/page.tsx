import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { loadMasterplan } from '@/features/masterplan/load-masterplan';
import { MasterplanScreen } from '@/features/masterplan/MasterplanScreen';
import { pageMetadata } from '@/lib/seo/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadMasterplan(locale));
}

export default async function MasterplanPage() {
  const locale = await getLocale();
  const page = await loadMasterplan(locale);
  if (!page) notFound();
  return <MasterplanScreen page={page} locale={locale} />;
}
