import type { AbstractIntlMessages } from 'next-intl';

/**
 * The part of a messages tree under the given namespaces (`'map'`,
 * `'places.nextChange'`), in the same nesting, so `useTranslations(namespace)`
 * finds it. Client components receive only this: every other text stays on
 * the server instead of travelling in each page's payload.
 */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let source: AbstractIntlMessages | string | undefined = messages;
    for (const key of path) source = typeof source === 'object' ? source[key] : undefined;
    if (source === undefined) throw new Error(`No messages under "${namespace}"`);
    let target = picked;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      target = target[key] = typeof next === 'object' ? { ...next } : {};
    }
    target[path.at(-1)!] = source;
  }
  return picked;
}

/**
 * `base` with `extra`'s texts added, namespace by namespace (`extra` wins on a key both have): a provider nested
 * inside another replaces its messages, so one that brings more texts must carry the outer ones too.
 */
export function mergeMessages(base: AbstractIntlMessages, extra: AbstractIntlMessages): AbstractIntlMessages {
  const merged: AbstractIntlMessages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : (value as string);
  }
  return merged;
}
