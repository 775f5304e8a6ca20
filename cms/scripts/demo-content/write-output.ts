/**
 * Writes the records and renders the images. Files this generator does not
 * produce are removed from the folders it owns, so the output is exactly
 * the generator's (and the same run writes the same bytes).
 */
import { mkdir, readdir, rm, writeFile, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { PlannedImage } from './image-plan.ts';
import type { ContentRecord } from './records.ts';

export const UPLOAD_FOLDERS = ['stores', 'restaurants', 'movies', 'articles', 'home', 'pages', 'institute'] as const;

export async function writeRecords(contentDir: string, records: readonly ContentRecord[]): Promise<number> {
  const wanted = new Map<string, string>();
  for (const r of records)
    wanted.set(join(contentDir, r.model, `${r.file.id}.json`), JSON.stringify(r.file, null, 2) + '\n');
  // remove stale record files of the models we write
  for (const model of new Set(records.map((r) => r.model))) {
    const dir = join(contentDir, model);
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      if (file.endsWith('.json') && !wanted.has(join(dir, file))) await rm(join(dir, file));
    }
  }
  let written = 0;
  for (const [path, text] of wanted) {
    const old = await readFile(path, 'utf8').catch(() => null);
    if (old === text) continue; // untouched files keep their mtime: the live service sees no change
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
    written++;
  }
  return written;
}

export async function renderImages(
  uploadsDir: string,
  plan: ReadonlyMap<string, PlannedImage>,
  opts: { onlyMissing: boolean },
): Promise<number> {
  for (const folder of UPLOAD_FOLDERS) {
    const dir = join(uploadsDir, folder);
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      if (!plan.has(`${folder}/${file}`)) await rm(join(dir, file));
    }
  }
  const jobs = [...plan.entries()];
  let rendered = 0;
  sharp.concurrency(1);
  const worker = async (): Promise<void> => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const [path, image] = job;
      const target = join(uploadsDir, path);
      if (
        opts.onlyMissing &&
        (await readFile(target).then(
          () => true,
          () => false,
        ))
      )
        continue;
      await mkdir(dirname(target), { recursive: true });
      const buffer = await sharp(Buffer.from(image.svg()), { density: 72 })
        .resize(image.width, image.height, { fit: 'fill' })
        .webp({ quality: 70, effort: 4 })
        .toBuffer();
      const old = await readFile(target).catch(() => null);
      if (!old || !old.equals(buffer)) await writeFile(target, buffer);
      rendered++;
    }
  };
  await Promise.all([worker(), worker()]);
  return rendered;
}
