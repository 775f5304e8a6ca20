import type { QueryDependencies } from '../engine/index.ts';

/**
 * The `X-Cache-Tags` answer: opaque, space-separated tags naming what a query read, as DatoCMS
 * documents. Ours are `m:<model api key>` for every model the query listed or looked up (so a
 * list that is empty today still carries the tag a new record must invalidate) and
 * `r:<record id>` for every record whose fields it read. Only visible ASCII, so a record id can
 * never break the header.
 */
export function cacheTagsHeader(dependencies: QueryDependencies): string {
  const tags = [
    ...[...dependencies.models].sort().map((model) => `m:${model}`),
    ...[...dependencies.records].sort().map((id) => `r:${id}`),
  ];
  return tags.map((tag) => tag.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c))).join(' ');
}
