/** The words of a structured-text value, for a JSON-LD description (no markup, one space between blocks). */
export function plainTextOf(value: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as { type?: string; value?: unknown; children?: unknown[]; document?: unknown };
    if (n.type === 'span' && typeof n.value === 'string') out.push(n.value);
    if (n.document) walk(n.document);
    if (Array.isArray(n.children)) {
      n.children.forEach(walk);
      if (n.type === 'paragraph' || n.type === 'heading') out.push(' ');
    }
  };
  walk(value);
  return out.join('').replace(/\s+/g, ' ').trim();
}
