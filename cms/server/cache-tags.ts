import { createHash } from 'node:crypto';
import type { ContentChange, QueryDependencies } from '../engine/index.ts';

/**
 * DatoCMS's cache tags (DATOCMS.md §7), reproduced. Every record has a tag and
 * every collection (model) has one; both are opaque, as DatoCMS's are: a short
 * hash written in visible ASCII with punctuation (`N*r;L`-like), so a client
 * cannot read meaning into them and must store them verbatim. No space (the
 * header separator) and no comma (a CDN's `Cache-Tag` separator).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*;@#[]?!-.~_+^$&=:|';
const TAG_LENGTH = 8;

function opaqueTag(kind: 'record' | 'collection', key: string): string {
  const digest = createHash('sha256').update(`${kind}\u0000${key}`).digest();
  let tag = '';
  for (let i = 0; i < TAG_LENGTH; i += 1) tag += ALPHABET[(digest[i] ?? 0) % ALPHABET.length];
  return tag;
}

/** The tag of one record: any answer that read its fields carries it. */
export const recordCacheTag = (id: string): string => opaqueTag('record', id);

/**
 * The tag of a model's collection: any answer that listed, counted, filtered
 * or looked up records of that model carries it, so a record created,
 * deleted or changed in a way that can alter a list or a lookup reaches it.
 */
export const collectionCacheTag = (model: string): string => opaqueTag('collection', model);

/** The `X-Cache-Tags` answer for what a query read: space separated, stable order. */
export function cacheTagsHeader(dependencies: QueryDependencies): string {
  const tags = new Set<string>();
  for (const model of [...dependencies.models].sort()) tags.add(collectionCacheTag(model));
  for (const id of [...dependencies.records].sort()) tags.add(recordCacheTag(id));
  return [...tags].join(' ');
}

/**
 * The tags a change of published content invalidates: each changed record's
 * own tag (exact: every answer that showed it) and its model's collection tag
 * (conservative: a created, deleted or edited record may enter, leave or move
 * within any list or lookup of its model). A draft-only edit changes no
 * published answer and invalidates nothing.
 */
export function tagsInvalidatedBy(changes: readonly ContentChange[]): string[] {
  const tags = new Set<string>();
  for (const change of changes) {
    if (!change.published) continue;
    tags.add(recordCacheTag(change.id));
    tags.add(collectionCacheTag(change.model));
  }
  return [...tags];
}
