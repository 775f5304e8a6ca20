import { findRoute } from './find-route';
import { describeRoute, type DescribedRoute } from './route-steps';
import type { RoutePlace } from './route-places';
import type { WalkwayGraph, WayfindingFloor } from './walkway-graph';

export type PlannedRoute =
  | { ok: true; route: DescribedRoute }
  /** `no-route`: nothing joins them (step-free: nothing without stairs or escalators) */
  | { ok: false; reason: 'no-route' | 'unknown-place' };

/** The route between two places in lines and words, or why there is none. */
export function planRoute(
  walkways: WalkwayGraph,
  floors: readonly WayfindingFloor[],
  from: RoutePlace,
  to: RoutePlace,
  options: { stepFree: boolean; locale: 'pt' | 'en' },
): PlannedRoute {
  const found = findRoute(walkways, from.key, to.key, { stepFree: options.stepFree });
  if (!found.ok) return { ok: false, reason: found.reason };
  const floor = (id: string) => floors.find((f) => f.id === id);
  const landmarks = [...walkways.nodes.values()].filter((n) => n.kind === 'landmark');
  const route = describeRoute(found.nodes, landmarks, {
    locale: options.locale,
    floorName: (id) => floor(id)?.name ?? id,
    floorLevel: (id) => floor(id)?.level ?? 0,
    startName: from.name,
    endName: to.name,
  });
  return { ok: true, route };
}
