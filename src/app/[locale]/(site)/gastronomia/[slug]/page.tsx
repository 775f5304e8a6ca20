import { getLocale } from 'next-intl/server';
import { loadPlaceDetail, redirectToCanonical } from '@/features/places/load-place-detail';
import { restaurantSlugStaticParams } from '@/lib/routes/static-params';

interface RestaurantSlugOnlyPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

/** `/gastronomia/{slug}` without its name: 308 to the canonical URL, or 404 for an unknown slug. */

/** Prerendered as redirects for every record known at build time; later ones on their first visit. */
export const generateStaticParams = restaurantSlugStaticParams;

export default async function RestaurantSlugOnlyPage({ params }: RestaurantSlugOnlyPageProps) {
  const locale = await getLocale();
  const { slug } = await params;
  const { place } = await loadPlaceDetail('restaurant', locale, slug);
  await redirectToCanonical(place, locale, undefined);
  return null;
}
