import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { RestaurantDetailQuery, StoreDetailQuery } from '@generated/graphql';
import { RestaurantDetailDocument, StoreDetailDocument } from '@generated/graphql';
import { permanentRedirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { deliveryLinksSchema } from '@/lib/content';
import { relatedPlaces } from './model/place-list';
import { toPlaceSummaries, toPlaceSummary, type PlaceKind } from './model/place-summary';
import type { PlaceDetail, PlaceDetailMall } from './PlaceDetailScreen';
import { placeHref } from './place-href';
import { readMallHours } from '@/features/opening-hours';

type DetailRecord = NonNullable<StoreDetailQuery['store']> | NonNullable<RestaurantDetailQuery['restaurant']>;
type Settings = StoreDetailQuery['siteSettings'];

/** Delivery links are untrusted JSON, read whole through their schema (ADR 0037): a malformed list shows none. */
function deliveryLinks(value: unknown): { name: string; url: string }[] {
  return deliveryLinksSchema.safeParse(value).data ?? [];
}

function toDetail(record: DetailRecord): PlaceDetail | null {
  const summary = toPlaceSummary(record);
  if (!summary) return null;
  const isRestaurant = record.__typename === 'RestaurantRecord';
  return {
    summary,
    shortDescription: record.shortDescription,
    description: record.description,
    phone: record.phone,
    whatsapp: record.whatsapp,
    website: record.website,
    instagram: record.instagram,
    logoLarge: record.logoLarge
      ? {
          image: record.logoLarge.responsiveImage
            ? { ...record.logoLarge.responsiveImage, alt: record.logoLarge.alt }
            : null,
          url: record.logoLarge.url,
        }
      : null,
    images: record.images.flatMap((file) =>
      file.responsiveImage
        ? [
            {
              id: file.id,
              image: { ...file.responsiveImage, alt: file.alt ?? file.responsiveImage.alt },
              url: file.url,
            },
          ]
        : [],
    ),
    menuUrl: isRestaurant && record.menuUrl && /^https?:\/\//.test(record.menuUrl) ? record.menuUrl : null,
    deliveryLinks: isRestaurant ? deliveryLinks(record.deliveryLinks) : [],
  };
}

function toMall(settings: Settings): PlaceDetailMall {
  return {
    name: settings?.mallName ?? '',
    hours: readMallHours(settings),
    streetAddress: settings?.streetAddress ?? null,
    district: settings?.district ?? null,
    city: settings?.city ?? null,
    state: settings?.state ?? null,
    postalCode: settings?.postalCode ?? null,
    phone: settings?.phone ?? null,
    latitude: settings?.location?.latitude ?? null,
    longitude: settings?.location?.longitude ?? null,
  };
}

/**
 * One store or restaurant with its mall and related places; an unknown slug
 * is a 404. Cached per request, so generateMetadata and the page share it.
 */
export const loadPlaceDetail = cache(async (kind: PlaceKind, locale: AppLocale, slug: string) => {
  if (kind === 'store') {
    const variables = { locale, slug };
    const data = await queryCms(StoreDetailDocument, variables);
    const place = data.store ? toDetail(data.store) : null;
    if (!place) notFound();
    const related = relatedPlaces(toPlaceSummaries(data.allStores), place.summary, { locale });
    return { place, mall: toMall(data.siteSettings), related, seoTags: data.store?._seoMetaTags ?? [] };
  }
  const variables = { locale, slug };
  const data = await queryCms(RestaurantDetailDocument, variables);
  const place = data.restaurant ? toDetail(data.restaurant) : null;
  if (!place) notFound();
  const related = relatedPlaces(toPlaceSummaries(data.allRestaurants), place.summary, { locale });
  return { place, mall: toMall(data.siteSettings), related, seoTags: data.restaurant?._seoMetaTags ?? [] };
});

/** `{name}` is for people: any other spelling (or none) moves permanently to the canonical URL. */
export async function redirectToCanonical(
  place: PlaceDetail,
  locale: AppLocale,
  name: string | undefined,
): Promise<void> {
  let given = name;
  try {
    given = name === undefined ? undefined : decodeURIComponent(name);
  } catch {
    // a malformed escape is just a wrong name
  }
  // A redirect rendered on a first visit is never stored (src/server/page-cache-handler.mjs):
  // Next 16.4 would keep it without its Location header.
  if (given !== place.summary.nameSlug) permanentRedirect({ href: placeHref(place.summary), locale });
}
