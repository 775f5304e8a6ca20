/**
 * What the site changes in the DAST a structured-text field arrives as, before
 * react-datocms renders it. Pure, so the rules are tested without React.
 */

interface DastNode {
  type: string;
  level?: number;
  children?: DastNode[];
}

/**
 * How many levels to lift the field's headings by: the field sits under the
 * page's `h1`, so its highest heading is an `h2`. An editor who starts an
 * article at "Heading 3" would otherwise leave a gap after the `h1` that a
 * screen reader's outline (and the W3C validator) reports.
 */
export function headingShift(root: unknown): number {
  let highest = Infinity;
  const visit = (node: DastNode) => {
    if (node.type === 'heading' && typeof node.level === 'number') highest = Math.min(highest, node.level);
    node.children?.forEach(visit);
  };
  const document = (root as { document?: DastNode } | null)?.document;
  if (document) visit(document);
  return Number.isFinite(highest) && highest > 2 ? highest - 2 : 0;
}

/** The level a heading is drawn at, after the shift: between `h2` and `h6`. */
export const shiftedLevel = (level: number, shift: number): 2 | 3 | 4 | 5 | 6 =>
  Math.min(6, Math.max(2, level - shift)) as 2 | 3 | 4 | 5 | 6;

/** A link's `meta` (target, rel, title) as attributes; anything else an editor typed is left out. */
export function linkAttributes(meta: readonly { id: string; value: string }[] | undefined): Record<string, string> {
  const allowed = new Set(['target', 'rel', 'title']);
  return Object.fromEntries((meta ?? []).filter((m) => allowed.has(m.id)).map((m) => [m.id, m.value]));
}
