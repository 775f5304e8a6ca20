import { parseSynonymGroups } from '@/features/search';
import type { MapPageQuery } from '@generated/graphql';
import type { MapData, MapPlaceData } from './map-data';
import { parseFloorPlan, parseWalkways } from './model/read-floor-plan';
import { type PlaceSummary, toPlaceSummaries } from '@/features/places';
import { readMallHours } from '@/features/opening-hours';

type Service = MapPageQuery['allServices'][number];

function fromSummary(place: PlaceSummary, floorId: string | null): MapPlaceData {
  return {
    kind: place.kind,
    id: place.id,
    slug: place.slug,
    name: place.name,
    category: place.categorySlug && place.categoryName ? { slug: place.categorySlug, name: place.categoryName } : null,
    floorId,
    unit: place.unit,
    logoUrl: place.logo?.src ?? null,
    hours: place.hours,
  };
}

function fromService(record: Service): MapPlaceData | null {
  if (!record.slug || !record.name) return null;
  return {
    kind: 'service',
    id: record.id,
    slug: record.slug,
    name: record.name,
    category: null,
    floorId: record.floor?.id ?? null,
    unit: record.unit ?? null,
    logoUrl: null,
    hours: null,
  };
}

/** The query's answer shaped for the map's components; unreadable records are left out. */
export function toMapData(data: MapPageQuery): MapData {
  // place summaries carry the floor's code, the map links by the floor record's id
  const floorIdOf = new Map([...data.allStores, ...data.allRestaurants].map((r) => [r.id, r.floor?.id ?? null]));
  const places = [
    ...toPlaceSummaries([...data.allStores, ...data.allRestaurants]).map((p) =>
      fromSummary(p, floorIdOf.get(p.id) ?? null),
    ),
    ...data.allServices.map((r) => fromService(r)).filter((p): p is MapPlaceData => p !== null),
  ];
  return {
    floors: data.allFloors.map((floor) => ({
      id: floor.id,
      code: floor.code ?? '',
      level: floor.level ?? 0,
      name: floor.name ?? floor.code ?? '',
      plan: parseFloorPlan(floor.plan),
      walkways: parseWalkways(floor.walkways),
    })),
    places,
    mallHours: readMallHours(data.siteSettings),
    synonyms: parseSynonymGroups(data.allSearchSynonyms.map((s) => s.terms)),
  };
}
