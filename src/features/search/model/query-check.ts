import { foldText } from './normalize';

/** Longest query accepted; anything longer is refused with a message instead of being cut silently. */
export const MAX_QUERY_LENGTH = 100;

export type QueryCheck =
  { kind: 'empty' } | { kind: 'tooLong'; max: number } | { kind: 'invalid' } | { kind: 'ok'; query: string };

// C0 and C1 control characters, DEL included: never part of what a visitor means.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Validates a raw `?q=` value: the search page, the suggestions endpoint and the header box share it. */
export function checkQuery(raw: string | string[] | null | undefined): QueryCheck {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (value.length > MAX_QUERY_LENGTH) return { kind: 'tooLong', max: MAX_QUERY_LENGTH };
  if (CONTROL.test(value)) return { kind: 'invalid' };
  if (foldText(value) === '') return { kind: 'empty' };
  return { kind: 'ok', query: value };
}

/**
 * The one spelling of a query that suggestion URLs use, so a CDN keeps one
 * entry for "Café ", "café" and "CAFÉ": lower case, NFC, single spaces.
 */
export const normalizeQuery = (query: string): string =>
  query.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
