import type { ConnectorKind } from '@/lib/content/content-values';
import { METRES_PER_UNIT, RIDE_SECONDS, WALKING_METRES_PER_SECOND, type RouteNode } from './walkway-graph';

export type Side = 'left' | 'right';

/** One instruction of a route, before it is put into words (step-text.ts). */
export type RouteStep =
  | { kind: 'start'; place: string; floor: string }
  | { kind: 'walk'; metres: number; turn: Side | null }
  | { kind: 'pass'; landmark: string; side: Side }
  | { kind: 'ride'; connector: ConnectorKind; name: string; floor: string; up: boolean }
  | { kind: 'arrive'; place: string; side: Side | 'ahead' };

/** The part of a route on one floor, for drawing. */
export interface RouteLeg {
  floorId: string;
  points: { x: number; y: number }[];
  /** where the leg leaves its floor, and for which floor */
  exit: { x: number; y: number; connector: ConnectorKind; name: string; floorId: string; up: boolean } | null;
}

export interface DescribedRoute {
  steps: RouteStep[];
  legs: RouteLeg[];
  metres: number;
  /** walking plus rides */
  seconds: number;
  /** the connectors ridden, for "the step-free route uses the lift" */
  rides: ConnectorKind[];
}

export interface DescribeContext {
  locale: 'pt' | 'en';
  floorName: (floorId: string) => string;
  floorLevel: (floorId: string) => number;
  startName: string;
  endName: string;
}

/** a direction change below this many degrees is "straight on" */
const TURN_DEGREES = 30;

const labelIn = (node: RouteNode, locale: 'pt' | 'en'): string =>
  (locale === 'en' ? node.label?.en : undefined) ?? node.label?.pt ?? node.id;

type Vec = { x: number; y: number };
const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
const len = (v: Vec): number => Math.hypot(v.x, v.y);
/** y grows downwards in the plan: a positive cross product is to the right of the direction */
const cross = (a: Vec, b: Vec): number => a.x * b.y - a.y * b.x;

function sideOf(direction: Vec, toward: Vec): Side | 'ahead' {
  const c = cross(direction, toward) / (len(direction) * len(toward) || 1);
  if (Math.abs(c) < Math.sin((TURN_DEGREES * Math.PI) / 180)) return 'ahead';
  return c > 0 ? 'right' : 'left';
}

/** "about 35 m": walks are rounded to 5 m, never to nothing */
const roundMetres = (m: number): number => Math.max(5, Math.round(m / 5) * 5);

/**
 * The route in words and in lines: numbered steps with turns, landmarks and
 * rides between floors, the lines of each floor, the length and the time.
 * `landmarks` are the floors' landmark nodes: one is passed when the route
 * goes through the junction it stands at.
 */
export function describeRoute(
  path: readonly RouteNode[],
  landmarks: readonly RouteNode[],
  ctx: DescribeContext,
): DescribedRoute {
  const steps: RouteStep[] = [];
  const legs: RouteLeg[] = [];
  const rides: ConnectorKind[] = [];
  const first = path[0];
  if (!first) return { steps, legs, metres: 0, seconds: 0, rides };
  steps.push({ kind: 'start', place: ctx.startName, floor: ctx.floorName(first.floorId) });

  let metres = 0;
  let seconds = 0;
  let pending = 0;
  let heading: Vec | null = null;
  let leg: RouteLeg = { floorId: first.floorId, points: [{ x: first.x, y: first.y }], exit: null };
  legs.push(leg);
  const flush = (turn: Side | null) => {
    if (pending > 0.5) steps.push({ kind: 'walk', metres: roundMetres(pending), turn });
    pending = 0;
  };
  const passed = new Set<string>();

  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    if (from.floorId !== to.floorId) {
      // a ride: consecutive hops of the same connector are one ride
      let last = i;
      while (path[last + 1] && path[last + 1]!.floorId !== path[last]!.floorId) last++;
      const arrival = path[last]!;
      const connector = from.connector?.kind ?? 'lift';
      const up = ctx.floorLevel(arrival.floorId) > ctx.floorLevel(from.floorId);
      const name = labelIn(from, ctx.locale);
      flush(null);
      steps.push({ kind: 'ride', connector, name, floor: ctx.floorName(arrival.floorId), up });
      rides.push(connector);
      seconds += RIDE_SECONDS[connector] * (last - i + 1);
      leg.exit = { x: from.x, y: from.y, connector, name, floorId: arrival.floorId, up };
      leg = { floorId: arrival.floorId, points: [{ x: arrival.x, y: arrival.y }], exit: null };
      legs.push(leg);
      heading = null;
      i = last;
      continue;
    }
    const step = sub(to, from);
    const length = len(step) * METRES_PER_UNIT;
    leg.points.push({ x: to.x, y: to.y });
    if (length === 0) continue;
    const isLast = i === path.length - 1;
    if (heading && !isLast) {
      const side = sideOf(heading, step);
      if (side !== 'ahead') flush(side);
    }
    if (isLast) {
      // the door itself: said as the side it is on, not as a turn
      flush(null);
      pending = 0;
      metres += length;
      seconds += length / WALKING_METRES_PER_SECOND;
      const arrive = heading ? sideOf(heading, step) : 'ahead';
      steps.push({ kind: 'arrive', place: ctx.endName, side: arrive });
      return { steps, legs, metres: Math.round(metres), seconds: Math.round(seconds), rides };
    }
    pending += length;
    metres += length;
    seconds += length / WALKING_METRES_PER_SECOND;
    heading = step;
    for (const landmark of landmarks) {
      if (landmark.floorId !== to.floorId || passed.has(landmark.key) || !landmark.look) continue;
      if (len(sub(landmark, to)) > 1) continue;
      const side = sideOf(heading, sub(landmark.look, to));
      if (side === 'ahead') continue;
      passed.add(landmark.key);
      flush(null);
      steps.push({ kind: 'pass', landmark: labelIn(landmark, ctx.locale), side });
    }
  }
  // a route that ends where it starts, or on a ride
  flush(null);
  steps.push({ kind: 'arrive', place: ctx.endName, side: 'ahead' });
  return { steps, legs, metres: Math.round(metres), seconds: Math.round(seconds), rides };
}
