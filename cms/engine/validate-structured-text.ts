import type { FieldDef } from '../model/types.ts';
import { isObject, type Json, type JsonObject } from './content-types.ts';
import { describe } from './describe-value.ts';
import type { RecordRef } from './validate-record.ts';

/**
 * Validation of a structured text value: its blocks (checked by the record's
 * checker, which owns block ids) and its dast document, against the node
 * rules of DatoCMS. Record links found in the document are collected for the
 * cross-record pass.
 */

/** What the record's checker lends the structured text check. */
export interface StructuredTextContext {
  readonly refs: RecordRef[];
  fail(field: string | undefined, reason: string): void;
  block(b: Json | undefined, allowed: readonly string[], where: string, blockIds: Set<string>): void;
}

export function checkStructuredText(
  c: StructuredTextContext,
  f: FieldDef,
  v: Json,
  where: string,
  blockIds: Set<string>,
): void {
  if (!isObject(v)) return c.fail(where, `expected { document, blocks, inlineBlocks }, got ${describe(v)}`);
  const blocks = v.blocks ?? [];
  const inlineBlocks = v.inlineBlocks ?? [];
  if (!Array.isArray(blocks)) return c.fail(`${where}.blocks`, 'expected an array of blocks');
  if (!Array.isArray(inlineBlocks)) return c.fail(`${where}.inlineBlocks`, 'expected an array of blocks');
  blocks.forEach((b, i) => c.block(b, f.blocks ?? [], `${where}.blocks[${i}]`, blockIds));
  inlineBlocks.forEach((b, i) => c.block(b, f.inlineBlocks ?? [], `${where}.inlineBlocks[${i}]`, blockIds));
  const ids = (list: Json[]) => new Set(list.flatMap((b) => (isObject(b) && typeof b.id === 'string' ? [b.id] : [])));
  const doc = unwrapDocument(v.document);
  if (!doc) return c.fail(`${where}.document`, 'expected a dast document { type: "root", children }');
  new DastChecker(c, `${where}.document`, ids(blocks), ids(inlineBlocks), f.links ?? []).node(doc, 'root', 'document');
}

/** The file may hold the dast root itself or the CDA's `{ schema: 'dast', document }`. */
export function unwrapDocument(d: Json | undefined): JsonObject | null {
  if (!isObject(d)) return null;
  if (d.schema === 'dast' && isObject(d.document)) return d.document;
  return d.type === 'root' ? d : null;
}

const INLINE = ['span', 'link', 'itemLink', 'inlineItem', 'inlineBlock'];
/** allowed children of each dast node type (datocms-structured-text-utils definitions) */
const CHILDREN: Record<string, readonly string[]> = {
  root: ['paragraph', 'heading', 'list', 'code', 'blockquote', 'block', 'thematicBreak'],
  paragraph: INLINE,
  heading: INLINE,
  list: ['listItem'],
  listItem: ['paragraph', 'list'],
  blockquote: ['paragraph'],
  link: ['span'],
  itemLink: ['span'],
};

class DastChecker {
  private readonly c: StructuredTextContext;
  private readonly where: string;
  private readonly blocks: Set<string>;
  private readonly inlineBlocks: Set<string>;
  private readonly links: readonly string[];

  constructor(
    c: StructuredTextContext,
    where: string,
    blocks: Set<string>,
    inlineBlocks: Set<string>,
    links: readonly string[],
  ) {
    this.c = c;
    this.where = where;
    this.blocks = blocks;
    this.inlineBlocks = inlineBlocks;
    this.links = links;
  }

  node(n: JsonObject, expected: string, at: string): void {
    const fail = (reason: string) => this.c.fail(`${this.where}`, `${at}: ${reason}`);
    if (n.type !== expected) return fail(`expected a "${expected}" node, got ${describe(n.type ?? null)}`);
    switch (n.type) {
      case 'heading':
        if (!Number.isInteger(n.level) || (n.level as number) < 1 || (n.level as number) > 6)
          fail('heading level must be 1–6');
        break;
      case 'list':
        if (n.style !== 'bulleted' && n.style !== 'numbered') fail('list style must be "bulleted" or "numbered"');
        break;
      case 'code':
        if (typeof n.code !== 'string') fail('code node needs a "code" string');
        return;
      case 'span':
        if (typeof n.value !== 'string') fail('span needs a "value" string');
        if (n.marks !== undefined && !(Array.isArray(n.marks) && n.marks.every((m) => typeof m === 'string')))
          fail('span marks must be strings');
        return;
      case 'thematicBreak':
        return;
      case 'link':
        if (typeof n.url !== 'string') fail('link needs a "url" string');
        break;
      case 'block':
      case 'inlineBlock': {
        const known = n.type === 'block' ? this.blocks : this.inlineBlocks;
        if (typeof n.item !== 'string' || !known.has(n.item))
          fail(
            `${n.type} item ${JSON.stringify(n.item ?? null)} is not among the field's ${n.type === 'block' ? 'blocks' : 'inlineBlocks'}`,
          );
        return;
      }
      case 'itemLink':
      case 'inlineItem':
        if (typeof n.item !== 'string') return fail(`${n.type} needs an "item" record id`);
        if (this.links.length === 0) return fail(`${n.type} is not allowed in this field (it links no models)`);
        this.c.refs.push({ field: `${this.where} ${at}`, id: n.item, models: this.links });
        if (n.type === 'inlineItem') return;
        break;
    }
    const allowed = CHILDREN[n.type as string];
    if (!allowed) return;
    if (!Array.isArray(n.children)) return fail(`"${n.type}" needs a children array`);
    n.children.forEach((child, i) => {
      const at2 = `${at}.children[${i}]`;
      if (!isObject(child)) return this.c.fail(this.where, `${at2}: expected a node`);
      const type = typeof child.type === 'string' ? child.type : '';
      if (!allowed.includes(type))
        return this.c.fail(this.where, `${at2}: a "${type || '?'}" node cannot be a child of "${n.type}"`);
      this.node(child, type, at2);
    });
  }
}
