import { z } from './zod.ts';
import { CONNECTOR_KINDS, WALKWAY_NODE_KINDS } from './content-values.ts';
import { localizedTextSchema } from './localized-text-schema.ts';

/**
 * The walkways of one floor (issue 24, ADR 0073): points where a visitor can
 * stand (corridor junctions, each unit's door, entrances, parking accesses,
 * lifts, escalators, stairs, landmarks) and the straight walks between them,
 * in the floor plan's SVG units. Floors are joined by vertical connectors:
 * nodes of adjacent floors with the same `connector.id`.
 */
const connectorSchema = z.strictObject({
  /** the same id on each floor the lift, escalator or staircase serves */
  id: z.string().trim().min(1),
  kind: z.enum(CONNECTOR_KINDS),
  /** usable in a wheelchair or with a pushchair */
  stepFree: z.boolean(),
});

const nodeSchema = z.strictObject({
  id: z.string().trim().min(1),
  kind: z.enum(WALKWAY_NODE_KINDS),
  x: z.number(),
  y: z.number(),
  /** door: the unit (floor plan `units[].code`) it opens into */
  unit: z.string().trim().min(1).optional(),
  /** entrances, parking accesses, connectors and landmarks: their name in the directions */
  label: localizedTextSchema.optional(),
  connector: connectorSchema.optional(),
  /** landmark: where the thing itself is, so a step can say on which side it is passed */
  lookX: z.number().optional(),
  lookY: z.number().optional(),
});

export const walkwayNetworkSchema = z
  .strictObject({
    nodes: z.array(nodeSchema).min(1),
    /** walkable both ways */
    edges: z.array(z.tuple([z.string(), z.string()])),
  })
  .superRefine((network, ctx) => {
    for (const problem of walkwayNetworkProblems(network)) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('WalkwayNetwork');
export type WalkwayNetwork = z.infer<typeof walkwayNetworkSchema>;
export type WalkwayNode = WalkwayNetwork['nodes'][number];

/** What makes a network unusable for directions; each problem names the node. */
export function walkwayNetworkProblems(network: Pick<WalkwayNetwork, 'nodes' | 'edges'>): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const node of network.nodes) {
    if (ids.has(node.id)) problems.push(`node "${node.id}" is listed twice`);
    ids.add(node.id);
    if (node.kind === 'door' && !node.unit) problems.push(`door node "${node.id}" names no unit`);
    if ((node.kind === 'lift' || node.kind === 'escalator' || node.kind === 'stairs') && !node.connector)
      problems.push(`${node.kind} node "${node.id}" has no connector`);
  }
  const links = new Map<string, string[]>([...ids].map((id) => [id, []]));
  for (const [a, b] of network.edges) {
    const missing = [a, b].find((id) => !ids.has(id));
    if (missing !== undefined) {
      problems.push(`edge "${a}"–"${b}" names node "${missing}", which is not in the network`);
      continue;
    }
    links.get(a)!.push(b);
    links.get(b)!.push(a);
  }
  const [start] = network.nodes;
  if (!start || problems.length > 0) return problems;
  const reached = new Set([start.id]);
  const queue = [start.id];
  while (queue.length > 0) {
    for (const next of links.get(queue.shift()!) ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  const cut = network.nodes.filter((n) => !reached.has(n.id));
  if (cut.length > 0)
    problems.push(
      `the network is disconnected: node "${cut[0]!.id}" cannot be reached from "${start.id}"` +
        (cut.length > 1 ? ` (${cut.length - 1} more nodes neither)` : ''),
    );
  return problems;
}

/** The units of a floor plan that no door node of the network opens into. */
export function unitsWithoutDoor(unitCodes: readonly string[], network: Pick<WalkwayNetwork, 'nodes'>): string[] {
  const doors = new Set(network.nodes.filter((n) => n.kind === 'door').map((n) => n.unit));
  return unitCodes.filter((code) => !doors.has(code));
}

export { CONNECTOR_KINDS, WALKWAY_NODE_KINDS };
