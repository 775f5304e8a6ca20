import type { Json } from './content-types.ts';

/** A value as a validation message names it: its kind, and a short excerpt of a scalar. */
export const describe = (v: Json | undefined): string => {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${JSON.stringify(v).slice(0, 40)}`;
};
