import type { PlaceKind } from './model/place-summary';

/** The canonical detail URL of a place, as a typed `@/i18n/navigation` href. */
export function placeHref(place: { kind: PlaceKind; slug: string; nameSlug: string }) {
  return place.kind === 'store'
    ? ({ pathname: '/loja/[slug]/[name]', params: { slug: place.slug, name: place.nameSlug } } as const)
    : ({ pathname: '/gastronomia/[slug]/[name]', params: { slug: place.slug, name: place.nameSlug } } as const);
}

/** The map focused on the place (`/mapa?loja=…` or `?restaurante=…`). */
export function mapHref(place: { kind: PlaceKind; slug: string }) {
  return { pathname: '/mapa', query: { [place.kind === 'store' ? 'loja' : 'restaurante']: place.slug } } as const;
}
