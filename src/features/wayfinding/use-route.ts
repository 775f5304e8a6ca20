'use client';

import { useMemo } from 'react';
import { planRoute, type PlannedRoute } from './model/plan-route';
import type { RouteLink } from './model/route-link';
import { findRoutePlace, routePlaces, type PlaceInUnit, type RoutePlace } from './model/route-places';
import { buildWalkwayGraph, type WayfindingFloor } from './model/walkway-graph';

export interface RouteState {
  /** every floor's walkways have arrived */
  ready: boolean;
  places: RoutePlace[];
  from: RoutePlace | null;
  to: RoutePlace | null;
  /** null until both ends are chosen */
  planned: PlannedRoute | null;
}

/**
 * The route of the link, computed in the browser from the floors' walkways
 * (no request: it works wherever the map's data is). `floors` is null while
 * some floor's walkways are still on their way.
 */
export function useRoute(
  floors: readonly WayfindingFloor[] | null,
  places: readonly PlaceInUnit[],
  link: RouteLink | null,
  locale: 'pt' | 'en',
): RouteState {
  const graph = useMemo(() => (floors ? buildWalkwayGraph(floors) : null), [floors]);
  const all = useMemo(() => {
    if (!graph || !floors) return [];
    return routePlaces(graph, places, (id) => floors.find((f) => f.id === id)?.name ?? id, locale);
  }, [graph, floors, places, locale]);
  const from = findRoutePlace(all, link?.from ?? null);
  const to = findRoutePlace(all, link?.to ?? null);
  const stepFree = link?.stepFree ?? false;
  const planned = useMemo(
    () => (graph && floors && from && to ? planRoute(graph, floors, from, to, { stepFree, locale }) : null),
    [graph, floors, from, to, stepFree, locale],
  );
  const unknown = Boolean(graph && ((link?.from && !from) || (link?.to && !to)));
  return {
    ready: graph !== null,
    places: all,
    from,
    to,
    planned: unknown ? { ok: false, reason: 'unknown-place' } : planned,
  };
}
