import { pageLocale } from '@/components/content/page-locale';
import { loadPlaceDetail, redirectToCanonical } from '@/components/places/load-place-detail';

interface RestaurantSlugOnlyPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

/** `/gastronomia/{slug}` without its name: 308 to the canonical URL, or 404 for an unknown slug. */

/** Only ever a redirect to the canonical URL (or a 404): answered per request, nothing to prerender. */
export const instant = false;

export default async function RestaurantSlugOnlyPage({ params }: RestaurantSlugOnlyPageProps) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { place } = await loadPlaceDetail('restaurant', locale, slug);
  await redirectToCanonical(place, locale, undefined);
  return null;
}
