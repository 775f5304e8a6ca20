import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { contentMetadata } from '@/components/content/content-metadata';
import { pageLocale } from '@/components/content/page-locale';
import { loadPlaceList, PlaceListScreen } from '@/components/places/PlaceListScreen';

interface StoresPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: StoresPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'stores' });
  const { settings } = await loadPlaceList('store', locale);
  // Filtered variants share the unfiltered list's canonical URL.
  return contentMetadata([], {
    locale,
    href: '/lojas',
    fallbackTitle: t('title'),
    fallbackDescription: t('metaDescription', { mallName: settings?.mallName ?? '' }),
  });
}

export default async function StoresPage({ params, searchParams }: StoresPageProps) {
  const locale = await pageLocale(params);
  return <PlaceListScreen kind="store" locale={locale} searchParams={await searchParams} />;
}

export const instant = false; // HACK
