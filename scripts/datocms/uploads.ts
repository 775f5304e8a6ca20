/**
 * Uploads are found by their checksum, as the CMA client's own
 * `skipCreationIfAlreadyExists` does: a file already in the media area is never
 * sent twice. A new one goes through DatoCMS's flow (upload request, PUT of
 * the bytes, upload creation) inside `uploads.createFromLocalFile`.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiTypes, Client } from '@datocms/cma-client-node';

export type DefaultFieldMetadata = NonNullable<ApiTypes.UploadCreateSchema['default_field_metadata']>;

export async function md5OfFile(absPath: string): Promise<string> {
  return createHash('md5')
    .update(await readFile(absPath))
    .digest('hex');
}

export async function findUploadByChecksum(client: Client, absPath: string): Promise<ApiTypes.Upload | null> {
  const md5 = await md5OfFile(absPath);
  const found = await client.uploads.list({ filter: { fields: { md5: { eq: md5 } } } });
  return found[0] ?? null;
}

const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

/**
 * The upload of `cms/uploads/<path>`, created when no upload has its checksum;
 * its default alt and title per locale are set when given and different.
 */
export async function uploadOnce(
  client: Client,
  uploadsDir: string,
  path: string,
  metadata: DefaultFieldMetadata | null,
): Promise<ApiTypes.Upload> {
  const localPath = join(uploadsDir, path);
  const existing = await findUploadByChecksum(client, localPath);
  if (!existing) {
    return client.uploads.createFromLocalFile({ localPath, ...(metadata ? { default_field_metadata: metadata } : {}) });
  }
  if (metadata && !sameMetadata(existing.default_field_metadata as DefaultFieldMetadata, metadata)) {
    return client.uploads.update(existing.id, { default_field_metadata: metadata });
  }
  return existing;
}

/** Field-keyed metadata (`alt` and `title` keyed by locale), the shape the client's types describe. */
function sameMetadata(have: DefaultFieldMetadata, want: DefaultFieldMetadata): boolean {
  const pick = (m: DefaultFieldMetadata) => ({ alt: m.alt ?? {}, title: m.title ?? {} });
  return stable(pick(have)) === stable(pick(want));
}
