import createGraph, { type Graph } from 'ngraph.graph';
import type { ConnectorKind, WalkwayNodeKind } from '@/lib/content/content-values';
import type { WalkwayNetwork } from '@/lib/content/walkway-schema';

/** A floor as routing sees it: its level orders the connectors' hops. */
export interface WayfindingFloor {
  id: string;
  level: number;
  name: string;
  /** null when the floor has no (readable) network: nothing on it can be routed to */
  walkways: WalkwayNetwork | null;
}

export interface RouteNode {
  /** `<floor id>/<node id>` */
  key: string;
  floorId: string;
  id: string;
  kind: WalkwayNodeKind;
  x: number;
  y: number;
  unit?: string;
  label?: { pt: string; en?: string | undefined };
  connector?: { id: string; kind: ConnectorKind; stepFree: boolean };
  look?: { x: number; y: number };
}

export interface RouteLink {
  /** metres, or for a ride between floors the metres walked in the same time */
  cost: number;
  /** a lift, escalator or staircase between floors */
  connector?: ConnectorKind;
  stepFree: boolean;
}

/** The plans' SVG units in metres: the demo building, 1,120 units long, is a 280 m mall. */
export const METRES_PER_UNIT = 0.25;
/** An unhurried walk, with a pushchair or a wheelchair too. */
export const WALKING_METRES_PER_SECOND = 1;

/** A floor's ride on each connector, in seconds (waiting for the lift included). */
export const RIDE_SECONDS: Record<ConnectorKind, number> = { lift: 45, escalator: 20, stairs: 30 };

export const nodeKey = (floorId: string, nodeId: string): string => `${floorId}/${nodeId}`;

export interface WalkwayGraph {
  graph: Graph<RouteNode, RouteLink>;
  nodes: ReadonlyMap<string, RouteNode>;
}

/**
 * The walkways of every floor as one graph: each floor's edges at their
 * length, and the connectors joining a floor to the next one up that has the
 * same connector id. Built in the browser from the map's data (ADR 0073).
 */
export function buildWalkwayGraph(floors: readonly WayfindingFloor[]): WalkwayGraph {
  const graph = createGraph<RouteNode, RouteLink>();
  const nodes = new Map<string, RouteNode>();
  const byConnector = new Map<string, { level: number; node: RouteNode }[]>();
  for (const floor of floors) {
    if (!floor.walkways) continue;
    for (const n of floor.walkways.nodes) {
      const node: RouteNode = {
        key: nodeKey(floor.id, n.id),
        floorId: floor.id,
        id: n.id,
        kind: n.kind,
        x: n.x,
        y: n.y,
        ...(n.unit ? { unit: n.unit } : {}),
        ...(n.label ? { label: n.label } : {}),
        ...(n.connector ? { connector: n.connector } : {}),
        ...(n.lookX !== undefined && n.lookY !== undefined ? { look: { x: n.lookX, y: n.lookY } } : {}),
      };
      nodes.set(node.key, node);
      graph.addNode(node.key, node);
      if (n.connector) {
        const stops = byConnector.get(n.connector.id) ?? [];
        stops.push({ level: floor.level, node });
        byConnector.set(n.connector.id, stops);
      }
    }
    for (const [a, b] of floor.walkways.edges) {
      const from = nodes.get(nodeKey(floor.id, a));
      const to = nodes.get(nodeKey(floor.id, b));
      if (!from || !to) continue;
      graph.addLink(from.key, to.key, {
        cost: Math.hypot(from.x - to.x, from.y - to.y) * METRES_PER_UNIT,
        stepFree: true,
      });
    }
  }
  for (const stops of byConnector.values()) {
    stops.sort((a, b) => a.level - b.level);
    stops.slice(1).forEach(({ node }, i) => {
      const below = stops[i]!.node;
      const kind = below.connector!.kind;
      graph.addLink(below.key, node.key, {
        cost: RIDE_SECONDS[kind] * WALKING_METRES_PER_SECOND,
        connector: kind,
        stepFree: below.connector!.stepFree && node.connector!.stepFree,
      });
    });
  }
  return { graph, nodes };
}
