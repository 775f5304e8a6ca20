import type { PlaceSummary } from '@/features/places';
import type { Favourite } from './favourites-store';

/**
 * The favourite places among those the site lists, newest favourite first. A favourite the lists no longer
 * have (a store that left the mall) is not shown, and stays stored in case it comes back.
 */
export function favouritePlaces(favourites: readonly Favourite[], places: readonly PlaceSummary[]): PlaceSummary[] {
  const byKey = new Map(places.map((p) => [`${p.kind}:${p.id}`, p]));
  return favourites.flatMap((f) => byKey.get(`${f.kind}:${f.id}`) ?? []);
}
