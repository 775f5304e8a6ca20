import { nodeKey, type RouteNode, type WalkwayGraph } from './walkway-graph';

/** Where a route can start or end: a place in a unit, an entrance, a parking access or a lift. */
export interface RoutePlace {
  /** the deep link's name for it: a place's slug, else the walkway node's id */
  token: string;
  name: string;
  group: 'place' | 'entrance' | 'parking' | 'lift';
  floorId: string;
  /** the walkway node the route starts or ends at */
  key: string;
}

export interface PlaceInUnit {
  slug: string;
  name: string;
  floorId: string | null;
  unit: string | null;
}

/** "o elevador panorâmico" in a sentence, "Elevador panorâmico" in a list */
function listName(text: string, locale: 'pt' | 'en'): string {
  const bare = text.replace(locale === 'en' ? /^the\s+/i : /^(?:o|a|os|as)\s+/i, '');
  return bare.charAt(0).toLocaleUpperCase(locale) + bare.slice(1);
}

const labelOf = (node: RouteNode, locale: 'pt' | 'en'): string =>
  (locale === 'en' ? node.label?.en : undefined) ?? node.label?.pt ?? node.id;

/**
 * Every start and destination the walkways reach, places first (A–Z), then
 * the entrances, parking accesses and lifts. A place whose unit has no door
 * in the network is left out: it cannot be routed to.
 */
export function routePlaces(
  { nodes }: WalkwayGraph,
  places: readonly PlaceInUnit[],
  floorName: (floorId: string) => string,
  locale: 'pt' | 'en',
): RoutePlace[] {
  const doors = new Map<string, string>();
  for (const node of nodes.values()) {
    const at = node.unit ? nodeKey(node.floorId, node.unit) : null;
    if (node.kind === 'door' && at && !doors.has(at)) doors.set(at, node.key);
  }
  const out: RoutePlace[] = [];
  for (const place of places) {
    if (!place.floorId || !place.unit) continue;
    const key = doors.get(nodeKey(place.floorId, place.unit));
    if (key) out.push({ token: place.slug, name: place.name, group: 'place', floorId: place.floorId, key });
  }
  out.sort((a, b) => a.name.localeCompare(b.name, locale));
  for (const node of nodes.values()) {
    if (node.kind !== 'entrance' && node.kind !== 'parking' && node.kind !== 'lift') continue;
    const name = listName(labelOf(node, locale), locale);
    out.push({
      token: node.id,
      // a lift stops on every floor: its stop says which
      name: node.kind === 'lift' ? `${name} (${floorName(node.floorId)})` : name,
      group: node.kind,
      floorId: node.floorId,
      key: node.key,
    });
  }
  return out;
}

/** The place a deep link names; a slug wins over a node id, the first floor's node over the others'. */
export const findRoutePlace = (all: readonly RoutePlace[], token: string | null): RoutePlace | null =>
  token ? (all.find((p) => p.token === token) ?? null) : null;
