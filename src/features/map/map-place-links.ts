import type { AppHref } from '@/components/page/types';
import { placeHref } from '@/features/places';
import { slugifyName } from '@/lib/url/slugify-name';
import { mapQueryFor } from './model/deep-link';
import type { MapPlace } from './model/unit-places';

/*
 * The links of a place on the map, derived where they are rendered from what
 * the map carries anyway (kind, slug, name): a typed href object per place in
 * the page's data would add kilobytes to /mapa, which lists every place.
 */

/** The place's own page; a service's entry on the services page (anchored by its slug). */
export function placePageHref(place: Pick<MapPlace, 'kind' | 'slug' | 'name'>): AppHref {
  if (place.kind === 'service') return { pathname: '/servicos', hash: place.slug };
  return placeHref({ kind: place.kind, slug: place.slug, nameSlug: slugifyName(place.name) });
}

/** The place on the map (`/mapa?loja=…#mapa`). */
export function placeOnMapHref(place: Pick<MapPlace, 'kind' | 'slug'>): AppHref {
  return { pathname: '/mapa', query: mapQueryFor(place.kind, place.slug), hash: 'mapa' };
}
