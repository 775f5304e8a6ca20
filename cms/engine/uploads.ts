import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import type { UploadMeta } from './content-types.ts';

/**
 * Upload metadata (dimensions, md5, blur placeholder, dominant colour) costs
 * a sharp decode per image, so it is cached by path, size and mtime: in memory
 * between reloads and on disk (in the OS temp folder) between runs.
 */

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

interface CacheEntry {
  mtimeMs: number;
  size: number;
  meta: UploadMeta;
}

const CACHE_VERSION = 1;

export class UploadIndex {
  private readonly memory = new Map<string, CacheEntry>();
  private readonly diskFile: string;
  private diskLoaded = false;
  private readonly uploadsDir: string;

  constructor(uploadsDir: string) {
    this.uploadsDir = uploadsDir;
    const key = createHash('sha1').update(uploadsDir).digest('hex').slice(0, 12);
    this.diskFile = join(tmpdir(), 'cms-upload-meta', `${key}-v${CACHE_VERSION}.json`);
  }

  /** Scans the uploads folder and returns the metadata of every file in it, by upload path. */
  async scan(): Promise<Map<string, UploadMeta>> {
    await this.loadDiskCache();
    const files = await listFiles(this.uploadsDir);
    const result = new Map<string, UploadMeta>();
    let changed = false;
    // a few at a time: sharp has its own thread pool, and the machine is small
    const queue = [...files];
    const worker = async () => {
      for (let abs = queue.shift(); abs !== undefined; abs = queue.shift()) {
        const path = relative(this.uploadsDir, abs).split(sep).join('/');
        const st = await stat(abs);
        const hit = this.memory.get(path);
        if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) {
          result.set(path, { ...hit.meta, absPath: abs });
          continue;
        }
        const meta = await describe(abs, path, st.size, st.mtime, st.birthtime);
        this.memory.set(path, { mtimeMs: st.mtimeMs, size: st.size, meta });
        result.set(path, meta);
        changed = true;
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    if (changed) await this.saveDiskCache().catch(() => undefined);
    return new Map([...result.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  private async loadDiskCache(): Promise<void> {
    if (this.diskLoaded) return;
    this.diskLoaded = true;
    try {
      const entries = JSON.parse(await readFile(this.diskFile, 'utf8')) as Record<string, CacheEntry>;
      for (const [k, v] of Object.entries(entries)) this.memory.set(k, v);
    } catch {
      // no cache yet, or an unreadable one: it is rebuilt
    }
  }

  private async saveDiskCache(): Promise<void> {
    await mkdir(join(this.diskFile, '..'), { recursive: true });
    await writeFile(this.diskFile, JSON.stringify(Object.fromEntries(this.memory)));
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const abs = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(abs)));
    else if (e.isFile()) out.push(abs);
  }
  return out;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

async function describe(abs: string, path: string, size: number, mtime: Date, birthtime: Date): Promise<UploadMeta> {
  const buffer = await readFile(abs);
  const ext = extname(abs).toLowerCase();
  const filename = path.split('/').pop() ?? path;
  const meta: UploadMeta = {
    path,
    absPath: abs,
    filename,
    basename: filename.slice(0, filename.length - ext.length),
    format: ext.slice(1),
    mimeType: MIME[ext] ?? 'application/octet-stream',
    size,
    width: null,
    height: null,
    md5: createHash('md5').update(buffer).digest('hex'),
    base64: null,
    bgColor: null,
    createdAt: (birthtime.getTime() > 0 ? birthtime : mtime).toISOString(),
    updatedAt: mtime.toISOString(),
  };
  if (!meta.mimeType.startsWith('image/')) return meta;
  try {
    const image = sharp(buffer);
    const info = await image.metadata();
    meta.width = info.width ?? null;
    meta.height = info.height ?? null;
    if (info.format) meta.format = info.format === 'jpeg' ? 'jpg' : info.format;
    const thumb = await sharp(buffer)
      .resize(16, 16, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 50 })
      .toBuffer();
    meta.base64 = `data:image/jpeg;base64,${thumb.toString('base64')}`;
    const { dominant } = await sharp(buffer).stats();
    meta.bgColor = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
  } catch {
    // an unreadable image keeps its file facts; validation reports it where it is used
  }
  return meta;
}
