import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { RestaurantDetailDocument, StoreDetailDocument } from '@generated/graphql';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { LiveRefresh } from '@/features/preview';
import { OfferShelf, loadOffers } from '@/features/offers/server';
import type { PlaceKind } from './model/place-summary';
import { loadPlaceDetail, redirectToCanonical } from './load-place-detail';
import { PlaceDetailScreen } from './PlaceDetailScreen';
import { placeHref } from './place-href';

export interface PlaceDetailRouteProps {
  params: Promise<{ locale: string; slug: string; name?: string }>;
}

/** generateMetadata of /loja/{slug}/{name} and /gastronomia/{slug}/{name}. */
export async function placeDetailMetadata(kind: PlaceKind, { params }: PlaceDetailRouteProps): Promise<Metadata> {
  const locale = await getLocale();
  const { slug, name } = await params;
  const { place, seoTags } = await loadPlaceDetail(kind, locale, slug);
  await redirectToCanonical(place, locale, name);
  // Same slug in both locales: the alternates are the same route with the same params.
  return contentMetadata(seoTags, {
    locale,
    href: placeHref(place.summary),
    fallbackTitle: place.summary.name,
    fallbackDescription: place.shortDescription,
  });
}

/** The page of /loja/{slug}/{name} and /gastronomia/{slug}/{name} (and, redirecting, /…/{slug}). */
export async function PlaceDetailRoute({ kind, params }: PlaceDetailRouteProps & { kind: PlaceKind }) {
  const locale = await getLocale();
  const { slug, name } = await params;
  const { place, mall, related } = await loadPlaceDetail(kind, locale, slug);
  await redirectToCanonical(place, locale, name);
  const offers = (await loadOffers(locale)).filter((o) => o.places.some((p) => p.slug === slug && p.kind === kind));
  return (
    <>
      <PlaceDetailScreen
        locale={locale}
        place={place}
        mall={mall}
        related={related}
        offers={<OfferShelf offers={offers} locale={locale} id="place-offers" placeSlug={slug} />}
      />
      {kind === 'store' ? (
        <LiveRefresh document={StoreDetailDocument} variables={{ locale, slug }} />
      ) : (
        <LiveRefresh document={RestaurantDetailDocument} variables={{ locale, slug }} />
      )}
    </>
  );
}
