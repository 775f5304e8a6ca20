import type { AmenityKind } from '@/lib/content';
import { AMENITY_KINDS } from './floor-plan';
import type { MapPlaceKind } from './unit-places';

/**
 * The map's URL parameters, shared by every page that links to a spot on
 * the map ("see on map"): `?loja=<slug>`, `?restaurante=<slug>`,
 * `?servico=<slug>`, `?andar=<floor code>` to open a floor, and
 * `?comodidade=<amenity kind>` to highlight the toilets, lifts… (the site
 * search links its amenity results there).
 */

export const DEEP_LINK_PARAM: Record<MapPlaceKind, string> = {
  store: 'loja',
  restaurant: 'restaurante',
  service: 'servico',
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FLOOR_CODE = /^[A-Za-z0-9-]{1,16}$/;

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export interface MapDeepLink {
  place: { kind: MapPlaceKind; slug: string } | null;
  floorCode: string | null;
  amenity?: AmenityKind | null;
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** A malformed slug is ignored (the map opens normally) rather than an error. */
export function parseMapDeepLink(params: SearchParamsRecord | URLSearchParams): MapDeepLink {
  const get = (name: string): string | undefined =>
    params instanceof URLSearchParams ? (params.get(name) ?? undefined) : first(params[name]);
  let place: MapDeepLink['place'] = null;
  for (const kind of ['store', 'restaurant', 'service'] as const) {
    const slug = get(DEEP_LINK_PARAM[kind])?.trim().toLowerCase();
    if (slug && SLUG.test(slug)) {
      place = { kind, slug };
      break;
    }
  }
  const floor = get('andar')?.trim();
  const amenity = AMENITY_KINDS.find((kind) => kind === get('comodidade')?.trim()) ?? null;
  return { place, floorCode: floor && FLOOR_CODE.test(floor) ? floor.toUpperCase() : null, amenity };
}

/** The query of a link to a place on the map, for `<Link href={{ pathname: '/mapa', query }}>`. */
export function mapQueryFor(kind: MapPlaceKind, slug: string): Record<string, string> {
  return { [DEEP_LINK_PARAM[kind]]: slug };
}
