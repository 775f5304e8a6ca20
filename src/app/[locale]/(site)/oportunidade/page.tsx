import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { loadOpportunity } from '@/features/opportunity/load-opportunity';
import { OpportunityScreen } from '@/features/opportunity/OpportunityScreen';
import { pageMetadata } from '@/lib/seo/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadOpportunity(locale));
}

export default async function OpportunityPage() {
  const locale = await getLocale();
  const page = await loadOpportunity(locale);
  if (!page) notFound();
  return <OpportunityScreen page={page} locale={locale} />;
}
