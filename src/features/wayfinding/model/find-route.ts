import { aStar } from 'ngraph.path';
import { METRES_PER_UNIT, type RouteLink, type RouteNode, type WalkwayGraph } from './walkway-graph';

export type RouteFailure =
  /** a start or a destination that the network does not know */
  | { ok: false; reason: 'unknown-place'; key: string }
  /** both exist, but no walkway joins them (with step-free, none without stairs or escalators) */
  | { ok: false; reason: 'no-route' };

export type RouteResult = { ok: true; nodes: RouteNode[]; cost: number } | RouteFailure;

/**
 * The cheapest walk between two nodes of the graph (A* of ngraph.path,
 * ADR 0073). Step-free leaves out every stairs and escalator ride; the
 * straight-line distance guides the search on a floor and is never more than
 * the walk itself, so the answer is the shortest one.
 */
export function findRoute(
  { graph, nodes }: WalkwayGraph,
  fromKey: string,
  toKey: string,
  options: { stepFree?: boolean } = {},
): RouteResult {
  for (const key of [fromKey, toKey]) if (!nodes.has(key)) return { ok: false, reason: 'unknown-place', key };
  if (fromKey === toKey) return { ok: true, nodes: [nodes.get(fromKey)!], cost: 0 };
  const finder = aStar<RouteNode, RouteLink>(graph, {
    distance: (_from, _to, link) => link.data.cost,
    heuristic: (from, to) =>
      from.data.floorId === to.data.floorId
        ? Math.hypot(from.data.x - to.data.x, from.data.y - to.data.y) * METRES_PER_UNIT
        : 0,
    blocked: (_from, _to, link) => Boolean(options.stepFree && !link.data.stepFree),
  });
  // ngraph.path answers from the destination back to the start; with a blocked link in the way it may answer
  // a lone node instead of nothing, so a path counts only when it joins both ends
  const path = [...finder.find(fromKey, toKey)].reverse();
  if (path.length < 2 || path[0]!.id !== fromKey || path.at(-1)!.id !== toKey) return { ok: false, reason: 'no-route' };
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const link = graph.getLink(path[i - 1]!.id, path[i]!.id) ?? graph.getLink(path[i]!.id, path[i - 1]!.id);
    cost += link?.data.cost ?? 0;
  }
  return { ok: true, nodes: path.map((n) => n.data), cost };
}
