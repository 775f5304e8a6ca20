/**
 * The offers list's index: every offer in the few fields its card and the filters read, packed for the page's
 * payload (issue 21, as the stores list packs its places, ADR 0055 and 0078). A floor, a place or a
 * category travels once however many offers name it; a picture's URL is the middle part between a start and
 * an end every picture shares, its size and `sizes` said once. `unpackOffers` gives back, for each offer,
 * what `OfferCard` and `filterOffers` need.
 */
import type { ResponsiveImageType } from 'react-datocms';
import { imageSrcSet } from '@/components/page/image-candidates';
import type { FilterableOffer } from './offer-list';
import type { OfferSummary } from './offer-summary';

/** What a card shows of an offer; an `OfferSummary` is one. */
export interface OfferCardData extends FilterableOffer {
  slug: string;
  title: string;
  couponCode: string | null;
  image: ResponsiveImageType | null;
  categories: readonly { slug: string; name: string }[];
  places: readonly {
    slug: string;
    name: string;
    floorCode: string | null;
    floorName: string | null;
    floorLevel: number;
  }[];
}

interface ImagePattern {
  prefix: string;
  suffix: string;
  width: number;
  height: number;
  sizes: string | null;
}

type PackedImage = string | { src: string; width: number; height: number } | null;

/** [id, slug, title, startsAt, endsAt, coupon, picture, category positions, place positions] */
type PackedOffer = [string, string, string, string, string, string | null, PackedImage, number[], number[]];

export interface PackedOffers {
  /** [code, name, level]: a floor travels once however many places are on it */
  floors: [string | null, string | null, number][];
  /** [slug, name, floor position] */
  places: [string, string, number][];
  /** [slug, name] */
  categories: [string, string][];
  image: ImagePattern | null;
  offers: PackedOffer[];
}

function sharedStart(values: readonly string[]): string {
  let prefix = values[0] ?? '';
  for (const v of values) while (!v.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

function imagePattern(offers: readonly OfferSummary[]): ImagePattern | null {
  const all = offers.flatMap((o) => (o.image?.src ? [o.image as typeof o.image & { src: string }] : []));
  const [first] = all;
  if (!first) return null;
  // the affixes of the pictures of the first one's size: another size's URL differs in its size too
  const images = all.filter((i) => i.width === first.width && i.height === first.height && i.sizes === first.sizes);
  const prefix = sharedStart(images.map((i) => i.src));
  const reversed = images.map((i) => [...i.src.slice(prefix.length)].reverse().join(''));
  const suffix = [...sharedStart(reversed)].reverse().join('');
  return { prefix, suffix, width: first.width, height: first.height ?? 0, sizes: first.sizes ?? null };
}

export function packOffers(offers: readonly OfferSummary[]): PackedOffers {
  const places = new Map<string, number>();
  const placeRows: PackedOffers['places'] = [];
  const floors = new Map<string, number>();
  const floorRows: PackedOffers['floors'] = [];
  const floorAt = (p: OfferSummary['places'][number]) => {
    const key = JSON.stringify([p.floorCode, p.floorName, p.floorLevel]);
    let at = floors.get(key);
    if (at === undefined) {
      at = floorRows.push([p.floorCode, p.floorName, p.floorLevel]) - 1;
      floors.set(key, at);
    }
    return at;
  };
  const categories = new Map<string, number>();
  const categoryRows: PackedOffers['categories'] = [];
  const pattern = imagePattern(offers);
  const placeAt = (p: OfferSummary['places'][number]) => {
    let at = places.get(p.slug);
    if (at === undefined) {
      at = placeRows.push([p.slug, p.name, floorAt(p)]) - 1;
      places.set(p.slug, at);
    }
    return at;
  };
  const categoryAt = (c: OfferSummary['categories'][number]) => {
    let at = categories.get(c.slug);
    if (at === undefined) {
      at = categoryRows.push([c.slug, c.name]) - 1;
      categories.set(c.slug, at);
    }
    return at;
  };
  const image = (o: OfferSummary): PackedImage => {
    const src = o.image?.src;
    if (!o.image || !src) return null;
    const fits =
      pattern &&
      o.image.width === pattern.width &&
      (o.image.height ?? 0) === pattern.height &&
      (o.image.sizes ?? null) === pattern.sizes &&
      src.length >= pattern.prefix.length + pattern.suffix.length;
    return fits
      ? src.slice(pattern.prefix.length, src.length - pattern.suffix.length)
      : { src, width: o.image.width, height: o.image.height ?? 0 };
  };
  return {
    floors: floorRows,
    places: placeRows,
    categories: categoryRows,
    image: pattern,
    offers: offers.map((o) => [
      o.id,
      o.slug,
      o.title,
      packInstant(o.startsAt),
      packInstant(o.endsAt),
      o.couponCode,
      image(o),
      o.categories.map(categoryAt),
      o.places.map(placeAt),
    ]),
  };
}

/** "2026-11-20T22:00:00-03:00" is said "2026-11-20T22:00": the mall's offset, whole minutes, as nearly every one is */
const MALL_SUFFIX = ':00-03:00';
const packInstant = (iso: string) =>
  iso.endsWith(MALL_SUFFIX) && iso.length === 16 + MALL_SUFFIX.length ? iso.slice(0, 16) : iso;
const unpackInstant = (packed: string) => (packed.length === 16 ? `${packed}${MALL_SUFFIX}` : packed);

/**
 * Three candidates where the image component would list six: a card is at most 20rem wide, so half, one and
 * two times its 480 px picture cover every screen, in half the bytes (each candidate is a whole URL).
 */
const CARD_DENSITIES = [0.5, 1, 2];

export function unpackOffers(packed: PackedOffers): OfferCardData[] {
  const { image: pattern } = packed;
  const places = packed.places.map(([slug, name, floorAt]) => {
    const [floorCode, floorName, floorLevel] = packed.floors[floorAt] ?? [null, null, 0];
    return { slug, name, floorCode, floorName, floorLevel };
  });
  return packed.offers.map(([id, slug, title, startsAt, endsAt, couponCode, picture, categoryAt, placeAt]) => ({
    id,
    slug,
    title,
    startsAt: unpackInstant(startsAt),
    endsAt: unpackInstant(endsAt),
    couponCode,
    image: unpackImage(picture, pattern),
    categories: categoryAt.flatMap((at) => {
      const row = packed.categories[at];
      return row ? [{ slug: row[0], name: row[1] }] : [];
    }),
    places: placeAt.flatMap((at) => places[at] ?? []),
  }));
}

function unpackImage(picture: PackedImage, pattern: ImagePattern | null): ResponsiveImageType | null {
  if (picture === null) return null;
  // the CDN's `dpr` parameter is added to a query: a URL without one keeps the image component's own candidates
  const srcSet = (src: string, width: number) =>
    src.includes('?') ? (imageSrcSet({ src, width }, CARD_DENSITIES) ?? null) : null;
  if (typeof picture !== 'string')
    return { ...picture, sizes: pattern?.sizes ?? null, srcSet: srcSet(picture.src, picture.width) };
  if (!pattern) return null;
  const src = `${pattern.prefix}${picture}${pattern.suffix}`;
  return {
    src,
    width: pattern.width,
    height: pattern.height,
    sizes: pattern.sizes,
    srcSet: srcSet(src, pattern.width),
  };
}
