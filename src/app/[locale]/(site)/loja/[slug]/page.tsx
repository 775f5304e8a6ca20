import { getLocale } from 'next-intl/server';
import { loadPlaceDetail, redirectToCanonical } from '@/features/places/load-place-detail';
import { storeSlugStaticParams } from '@/lib/routes/static-params';

interface StoreSlugOnlyPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

/** `/loja/{slug}` without its name: 308 to the canonical URL, or 404 for an unknown slug. */

/** Prerendered as redirects for every record known at build time; later ones on their first visit. */
export const generateStaticParams = storeSlugStaticParams;

export default async function StoreSlugOnlyPage({ params }: StoreSlugOnlyPageProps) {
  const locale = await getLocale();
  const { slug } = await params;
  const { place } = await loadPlaceDetail('store', locale, slug);
  await redirectToCanonical(place, locale, undefined);
  return null;
}
