import type { FieldDef } from '../model/types.ts';
import type { Json } from './content-types.ts';
import { describe } from './describe-value.ts';

/**
 * Validation of a JSON field against its schema (src/lib/content, ADR 0037).
 * DatoCMS itself stores JSON fields without looking inside; the service is
 * stricter so a malformed value is caught when the file is saved, not when a
 * page shows "invalid" for it.
 */

/** What the record's checker lends the JSON check. */
export interface JsonFieldContext {
  /** the json fields the file declares invalid on purpose (`unvalidatedJson`) */
  readonly unvalidatedJson: ReadonlySet<string>;
  fail(field: string | undefined, reason: string): void;
}

/** one wrong value tends to repeat down a list: the first few say what to fix */
const MAX_ISSUES = 5;

type PathKey = PropertyKey;

const pathSuffix = (path: readonly PathKey[]): string =>
  path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('');

function valueAt(v: Json, path: readonly PathKey[]): Json | undefined {
  let at: Json | undefined = v;
  for (const k of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PathKey, Json>)[k as never];
  }
  return at;
}

export function checkJsonField(c: JsonFieldContext, f: FieldDef, v: Json, where: string): void {
  if (!f.schema) return c.fail(where, `the json field "${f.apiKey}" has no schema in cms/model/models.ts`);
  if (c.unvalidatedJson.has(f.apiKey)) return;
  const result = f.schema.safeParse(v);
  if (result.success) return;
  const shape = f.schema.description ?? 'its JSON shape';
  const issues = result.error.issues;
  for (const issue of issues.slice(0, MAX_ISSUES)) {
    const got = issue.code === 'unrecognized_keys' ? '' : `; got ${describe(valueAt(v, issue.path))}`;
    c.fail(`${where}${pathSuffix(issue.path)}`, `not a ${shape}: ${issue.message}${got}`);
  }
  if (issues.length > MAX_ISSUES) c.fail(where, `not a ${shape}: ${issues.length - MAX_ISSUES} more problems`);
}
