/** Ids of the skip-link and access-key targets; tests and other screens rely on them. */
export const LAYOUT_TARGETS = {
  content: 'conteudo',
  navigation: 'navegacao',
  search: 'busca',
  footer: 'rodape',
} as const;

export type LayoutTarget = keyof typeof LAYOUT_TARGETS;

const ACCESS_KEYS: Record<string, LayoutTarget> = { '1': 'content', '2': 'navigation', '3': 'search', '4': 'footer' };

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/** The target an Alt+digit press asks for, or null for any other key. */
export function accessKeyTarget(event: KeyLike): LayoutTarget | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  // `code` survives keyboard layouts where Alt+digit types another character.
  const digit = /^Digit([1-4])$/.exec(event.code)?.[1] ?? (/^[1-4]$/.test(event.key) ? event.key : undefined);
  return digit ? (ACCESS_KEYS[digit] ?? null) : null;
}

export function focusLayoutTarget(target: LayoutTarget, doc: Document = document): void {
  const element = doc.getElementById(LAYOUT_TARGETS[target]);
  if (!element) return;
  element.focus();
  element.scrollIntoView?.({ block: 'start' });
}
