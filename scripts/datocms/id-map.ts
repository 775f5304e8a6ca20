/**
 * Our content ids ("store-aconchego-decor", "stores/x-logo.webp") and DatoCMS's
 * (RFC 4122 v4 UUIDs in URL-safe base64, `isValidId` of the CMA client).
 *
 * - A record's DatoCMS id is derived from its id (a v4-shaped UUID made of a
 *   SHA-256 of it), so every project gets the same ids and a rerun finds the
 *   record it created. The map also keeps the pair, to go back on export.
 * - Uploads are known by their checksum: the map keeps each file's md5, and
 *   an upload whose md5 is in it is exported to that file.
 * - Blocks get their ids from DatoCMS (the CMA creates a block from an item
 *   without id); the map keeps DatoCMS block id → our block id, per project.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isValidId } from '@datocms/cma-client-node';

export interface IdMap {
  /** our record id → DatoCMS record id */
  records: Record<string, string>;
  /** upload path under cms/uploads → md5 of the file */
  uploads: Record<string, string>;
  /** DatoCMS block id → our block id (unique within its record) */
  blocks: Record<string, string>;
}

export const emptyIdMap = (): IdMap => ({ records: {}, uploads: {}, blocks: {} });

/** A DatoCMS id derived from `name`: valid for `isValidId`, starting with [A-Za-f] like `generateId`'s. */
export function datoIdFor(name: string): string {
  const bytes = createHash('sha256').update(`shopping-jacaranda/${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  bytes[0] = bytes[0]! & 0x7f;
  const id = bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').slice(0, 22);
  if (!isValidId(id)) throw new Error(`derived an invalid DatoCMS id for ${name}`);
  return id;
}

export async function readIdMap(path: string): Promise<IdMap> {
  try {
    const raw = JSON.parse(await readFile(path, 'utf8')) as Partial<IdMap>;
    return { records: raw.records ?? {}, uploads: raw.uploads ?? {}, blocks: raw.blocks ?? {} };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return emptyIdMap();
    throw e;
  }
}

const sorted = (o: Record<string, string>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));

export async function writeIdMap(path: string, map: IdMap): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(
    path,
    `${JSON.stringify({ records: sorted(map.records), uploads: sorted(map.uploads), blocks: sorted(map.blocks) }, null, 2)}\n`,
  );
}
