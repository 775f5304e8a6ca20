import { parseSynonymGroups } from '@/lib/search/synonyms';
import type { MapPageQuery } from '@generated/graphql';
import type { MapData, MapPlaceData } from '@/features/map/map-data';
import { placeHref } from '@/features/places/place-href';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { mapQueryFor } from '@/lib/map/deep-link';
import { parseFloorPlan } from '@/lib/map/floor-plan';
import { type PlaceSummary, toPlaceSummaries } from '@/lib/places/place-summary';

type Service = MapPageQuery['allServices'][number];

/** A place's spot on the map (`/mapa?loja=…#mapa`), in the page's locale. */
function mapHref(kind: MapPlaceData['kind'], slug: string, locale: AppLocale): string {
  return `${getPathname({ href: { pathname: '/mapa', query: mapQueryFor(kind, slug) }, locale })}#mapa`;
}

function fromSummary(place: PlaceSummary, floorId: string | null, locale: AppLocale): MapPlaceData {
  return {
    kind: place.kind,
    id: place.id,
    slug: place.slug,
    name: place.name,
    category: place.categorySlug && place.categoryName ? { slug: place.categorySlug, name: place.categoryName } : null,
    floorId,
    unit: place.unit,
    href: getPathname({ href: placeHref(place), locale }),
    mapHref: mapHref(place.kind, place.slug, locale),
    logoUrl: place.logo?.src ?? null,
    hours: place.hours,
  };
}

function fromService(record: Service, locale: AppLocale): MapPlaceData | null {
  if (!record.slug || !record.name) return null;
  return {
    kind: 'service',
    id: record.id,
    slug: record.slug,
    name: record.name,
    category: null,
    floorId: record.floor?.id ?? null,
    unit: record.unit ?? null,
    // the services page gives each service an anchor named after its slug
    href: `${getPathname({ href: '/servicos', locale })}#${record.slug}`,
    mapHref: mapHref('service', record.slug, locale),
    logoUrl: null,
    hours: null,
  };
}

/** The query's answer shaped for the map's components; unreadable records are left out. */
export function toMapData(data: MapPageQuery, locale: AppLocale): MapData {
  // place summaries carry the floor's code, the map links by the floor record's id
  const floorIdOf = new Map([...data.allStores, ...data.allRestaurants].map((r) => [r.id, r.floor?.id ?? null]));
  const places = [
    ...toPlaceSummaries([...data.allStores, ...data.allRestaurants]).map((p) => fromSummary(p, floorIdOf.get(p.id) ?? null, locale)),
    ...data.allServices.map((r) => fromService(r, locale)).filter((p): p is MapPlaceData => p !== null),
  ];
  return {
    floors: data.allFloors.map((floor) => ({
      id: floor.id,
      code: floor.code ?? '',
      level: floor.level ?? 0,
      name: floor.name ?? floor.code ?? '',
      plan: parseFloorPlan(floor.plan),
    })),
    places,
    mallHours: { sectorHours: data.siteSettings?.sectorHours ?? null, holidays: data.siteSettings?.holidays ?? null },
    synonyms: parseSynonymGroups(data.allSearchSynonyms.map((s) => s.terms)),
  };
}
