import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { contentMetadata } from '@/components/content/content-metadata';
import { pageLocale } from '@/components/content/page-locale';
import { loadPlaceList, PlaceListScreen } from '@/components/places/PlaceListScreen';

interface GastronomyPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: GastronomyPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'gastronomy' });
  const { settings } = await loadPlaceList('restaurant', locale);
  // Filtered variants share the unfiltered list's canonical URL.
  return contentMetadata([], {
    locale,
    href: '/gastronomia',
    fallbackTitle: t('title'),
    fallbackDescription: t('metaDescription', { mallName: settings?.mallName ?? '' }),
  });
}

export default async function GastronomyPage({ params, searchParams }: GastronomyPageProps) {
  const locale = await pageLocale(params);
  return <PlaceListScreen kind="restaurant" locale={locale} searchParams={await searchParams} />;
}

export const instant = false; // HACK
