import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResumeKind } from './resume-file.ts';

/** Where résumés are kept: never under `public/`, never served by any route. */
export interface ResumeStorage {
  /** Keeps the file and returns its key (stored with the submission). */
  put(bytes: Uint8Array, kind: ResumeKind): Promise<string>;
  remove(key: string): Promise<void>;
  /** The file, for the staff export. */
  read(key: string): Promise<Uint8Array>;
}

/** A private folder (mode 700, files 600) in the data directory: the default. */
export function folderResumeStorage(folder: string): ResumeStorage {
  const pathOf = (key: string) => {
    if (!/^[0-9a-f-]{36}\.(pdf|doc|docx)$/.test(key)) throw new Error('not a résumé key');
    return path.join(folder, key);
  };
  return {
    async put(bytes, kind) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const key = `${randomUUID()}.${kind}`;
      await writeFile(pathOf(key), bytes, { mode: 0o600, flag: 'wx' });
      return key;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async read(key) {
      return new Uint8Array(await readFile(pathOf(key)));
    },
  };
}
