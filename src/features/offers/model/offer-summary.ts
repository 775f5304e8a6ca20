/**
 * One shape for an offer on cards, lists and the search, built from the
 * generated card fragment (graphql/offers/offers.graphql). An offer without a
 * store or restaurant left (its only place deleted or unpublished: DatoCMS
 * drops the link, ADR 0069) belongs to no one and is dropped, as is a record
 * without the fields a card cannot do without.
 */
import type { ResponsiveImageType } from 'react-datocms';
import type { OfferCardFieldsFragment } from '@generated/graphql';
import { slugifyName } from '@/lib/url/slugify-name';
import type { OfferValidity } from './offer-state';

export interface OfferPlace {
  /** the record's id */
  id: string;
  kind: 'store' | 'restaurant';
  slug: string;
  name: string;
  /** the `{name}` segment of the place's canonical URL */
  nameSlug: string;
  floorCode: string | null;
  floorName: string | null;
  floorLevel: number;
}

export interface OfferSummary extends OfferValidity {
  id: string;
  slug: string;
  title: string;
  couponCode: string | null;
  image: (ResponsiveImageType & { alt: string | null }) | null;
  categories: { slug: string; name: string }[];
  places: OfferPlace[];
}

function toPlace(place: OfferCardFieldsFragment['places'][number]): OfferPlace | null {
  if (!('slug' in place) || !place.slug || !place.name) return null;
  return {
    id: place.id,
    kind: place.__typename === 'RestaurantRecord' ? 'restaurant' : 'store',
    slug: place.slug,
    name: place.name,
    nameSlug: slugifyName(place.name),
    floorCode: place.floor?.code ?? null,
    floorName: place.floor?.name ?? null,
    floorLevel: place.floor?.level ?? 0,
  };
}

export function toOfferSummary(record: OfferCardFieldsFragment): OfferSummary | null {
  if (!record.slug || !record.title || !record.startsAt || !record.endsAt) return null;
  const places = record.places.flatMap((p) => toPlace(p) ?? []);
  if (places.length === 0) return null;
  const image = record.image?.responsiveImage
    ? { ...record.image.responsiveImage, alt: record.image.alt ?? record.image.responsiveImage.alt ?? null }
    : null;
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    startsAt: record.startsAt,
    endsAt: record.endsAt,
    couponCode: record.couponCode ?? null,
    image: image as OfferSummary['image'],
    categories: record.categories.flatMap((c) =>
      'slug' in c && c.slug && c.name ? [{ slug: c.slug, name: c.name }] : [],
    ),
    places,
  };
}

export const toOfferSummaries = (records: readonly OfferCardFieldsFragment[]): OfferSummary[] =>
  records.flatMap((r) => toOfferSummary(r) ?? []);
