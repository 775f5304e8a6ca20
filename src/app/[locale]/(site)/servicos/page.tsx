import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { loadServices } from '@/features/services/load-services';
import { ServicesScreen } from '@/features/services/ServicesScreen';
import { pageMetadata } from '@/lib/seo/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadServices(locale));
}

export default async function ServicesPage() {
  const locale = await getLocale();
  return <ServicesScreen page={await loadServices(locale)} locale={locale} />;
}
