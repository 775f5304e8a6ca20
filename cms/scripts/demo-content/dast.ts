/**
 * Builders for DatoCMS structured text (dast). Content is written in a tiny
 * inline markup so the tables stay readable:
 *   **bold**  _italic_  ==highlight==  [label](https://…)  [label](@record-id)
 * A link whose target starts with "@" becomes an `itemLink` to that record.
 */

export interface Span {
  type: 'span';
  value: string;
  marks?: string[];
}
export interface LinkNode {
  type: 'link';
  url: string;
  children: Span[];
}
export interface ItemLinkNode {
  type: 'itemLink';
  item: string;
  children: Span[];
}
export type Inline = Span | LinkNode | ItemLinkNode;
export interface Paragraph {
  type: 'paragraph';
  children: Inline[];
}
export interface Heading {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  children: Inline[];
}
export interface ListItem {
  type: 'listItem';
  children: Paragraph[];
}
export interface List {
  type: 'list';
  style: 'bulleted' | 'numbered';
  children: ListItem[];
}
export interface Blockquote {
  type: 'blockquote';
  attribution?: string;
  children: Paragraph[];
}
export interface BlockNode {
  type: 'block';
  item: string;
}
export interface ThematicBreak {
  type: 'thematicBreak';
}
export type TopNode = Paragraph | Heading | List | Blockquote | BlockNode | ThematicBreak;
export interface Root {
  type: 'root';
  children: TopNode[];
}

export interface Block {
  id: string;
  type: string;
  [field: string]: unknown;
}

export interface StructuredTextValue {
  document: Root;
  blocks: Block[];
  inlineBlocks: Block[];
}

const TOKEN = /\*\*(.+?)\*\*|_(.+?)_|==(.+?)==|\[(.+?)\]\((.+?)\)/g;

/** parses the inline markup into dast inline nodes */
export function inline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index;
    if (at > last) out.push({ type: 'span', value: text.slice(last, at) });
    if (m[1] !== undefined) out.push({ type: 'span', value: m[1], marks: ['strong'] });
    else if (m[2] !== undefined) out.push({ type: 'span', value: m[2], marks: ['emphasis'] });
    else if (m[3] !== undefined) out.push({ type: 'span', value: m[3], marks: ['highlight'] });
    else if (m[4] !== undefined && m[5] !== undefined) {
      const children: Span[] = [{ type: 'span', value: m[4] }];
      out.push(
        m[5].startsWith('@')
          ? { type: 'itemLink', item: m[5].slice(1), children }
          : { type: 'link', url: m[5], children },
      );
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ type: 'span', value: text.slice(last) });
  return out;
}

export const p = (text: string): Paragraph => ({ type: 'paragraph', children: inline(text) });
export const h = (level: Heading['level'], text: string): Heading => ({
  type: 'heading',
  level,
  children: inline(text),
});
export const ul = (items: readonly string[], style: List['style'] = 'bulleted'): List => ({
  type: 'list',
  style,
  children: items.map((item) => ({ type: 'listItem', children: [p(item)] })),
});
export const quote = (text: string, attribution?: string): Blockquote =>
  attribution ? { type: 'blockquote', attribution, children: [p(text)] } : { type: 'blockquote', children: [p(text)] };
export const blockRef = (id: string): BlockNode => ({ type: 'block', item: id });
export const hr = (): ThematicBreak => ({ type: 'thematicBreak' });

export function doc(children: TopNode[], blocks: Block[] = []): StructuredTextValue {
  return { document: { type: 'root', children }, blocks, inlineBlocks: [] };
}
