import type { MapPageQuery } from '@generated/graphql';
import type { MapData, MapPlaceData } from '@/components/map/map-data';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { mapQueryFor } from '@/lib/map/deep-link';
import { parseFloorPlan } from '@/lib/map/floor-plan';
import { slugifyName } from '@/lib/places/slugify-name';

type Store = MapPageQuery['allStores'][number];
type Restaurant = MapPageQuery['allRestaurants'][number];
type Service = MapPageQuery['allServices'][number];

/** The map's place on the map (`/mapa?loja=…#mapa`), in the page's locale. */
function mapHref(kind: MapPlaceData['kind'], slug: string, locale: AppLocale): string {
  return `${getPathname({ href: { pathname: '/mapa', query: mapQueryFor(kind, slug) }, locale })}#mapa`;
}

function storeOrRestaurant(kind: 'store' | 'restaurant', record: Store | Restaurant, locale: AppLocale): MapPlaceData | null {
  if (!record.slug || !record.name) return null;
  const isStore = kind === 'store';
  const category = 'category' in record ? record.category : 'cuisine' in record ? record.cuisine : null;
  const params = { slug: record.slug, name: slugifyName(record.name) };
  const href = isStore
    ? getPathname({ href: { pathname: '/loja/[slug]/[name]', params }, locale })
    : getPathname({ href: { pathname: '/gastronomia/[slug]/[name]', params }, locale });
  return {
    kind,
    id: record.id,
    slug: record.slug,
    name: record.name,
    category: category?.slug && category.name ? { slug: category.slug, name: category.name } : null,
    floorId: record.floor?.id ?? null,
    unit: record.unit ?? null,
    href,
    mapHref: mapHref(kind, record.slug, locale),
    logoUrl: record.logo?.url ?? null,
    hours: {
      sector: isStore ? 'stores' : 'gastronomy',
      hoursSource: record.hoursSource,
      openingHours: record.openingHours,
      opensOnOptionalHolidays: record.opensOnOptionalHolidays,
    },
  };
}

function service(record: Service, locale: AppLocale): MapPlaceData | null {
  if (!record.slug || !record.name) return null;
  return {
    kind: 'service',
    id: record.id,
    slug: record.slug,
    name: record.name,
    category: null,
    floorId: record.floor?.id ?? null,
    unit: record.unit ?? null,
    href: `${getPathname({ href: '/servicos', locale })}#${record.slug}`,
    mapHref: mapHref('service', record.slug, locale),
    logoUrl: null,
    hours: null,
  };
}

/** The query's answer shaped for the map's components; unreadable records are left out. */
export function toMapData(data: MapPageQuery, locale: AppLocale): MapData {
  const places = [
    ...data.allStores.map((r) => storeOrRestaurant('store', r, locale)),
    ...data.allRestaurants.map((r) => storeOrRestaurant('restaurant', r, locale)),
    ...data.allServices.map((r) => service(r, locale)),
  ].filter((p): p is MapPlaceData => p !== null);
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
  };
}
