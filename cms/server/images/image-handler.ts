import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { ApiRequestError, sendJson } from '../api-error.ts';
import type { Logger } from '../logger.ts';
import { ImageParamError, isIdentity, parseImageParams, type ImageParams } from './image-params.ts';
import { chooseFormat, CONTENT_TYPES, readImageFormat, transformImage } from './image-transform.ts';
import { QueueFullError, TransformQueue } from './transform-queue.ts';

export const ASSET_PATH_PREFIX = '/assets/';

/** Bumped when the transform code changes, so stale cached renditions are never served. */
const RENDITION_VERSION = 2;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const PASSTHROUGH_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
};

export interface ImageServiceOptions {
  resolveUpload: (uploadPath: string) => string | null;
  cacheDir: string;
  logger: Logger;
  /** renditions made at once (default 1: one core's worth of CPU for images, ADR 0048) */
  transformConcurrency?: number;
  /** renditions waiting behind them before a 503 with Retry-After (default 64) */
  transformQueueLength?: number;
}

/**
 * The CPU budget of image transformations (ADR 0048): one rendition at a time, and libvips (sharp) on one
 * thread for it, so a burst of large AVIF requests costs one core for as long as it takes, never the machine.
 */
export const IMAGE_TRANSFORM_CONCURRENCY = 1;
export const IMAGE_TRANSFORM_THREADS = 1;

interface Rendition {
  file: string;
  etag: string;
  contentType: string;
  vary: boolean;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function decodeUploadPath(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.slice(ASSET_PATH_PREFIX.length));
  } catch {
    throw new ApiRequestError(404, 'INVALID_ENDPOINT', 'No upload at this path');
  }
  const normalized = path.posix.normalize(decoded);
  if (!normalized || normalized.startsWith('..') || normalized.startsWith('/') || normalized.includes('\0')) {
    throw new ApiRequestError(404, 'INVALID_ENDPOINT', 'No upload at this path');
  }
  return normalized;
}

/**
 * `GET /assets/<upload path>?<imgix params>`: the original file, or a rendition made by sharp and
 * kept on disk under a key of (file, its mtime and size, parameters, format). The key is the strong
 * ETag: the same key always names the same bytes.
 */
export class ImageService {
  private readonly options: ImageServiceOptions;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly transforms: TransformQueue;

  constructor(options: ImageServiceOptions) {
    this.options = options;
    this.transforms = new TransformQueue(
      options.transformConcurrency ?? IMAGE_TRANSFORM_CONCURRENCY,
      options.transformQueueLength ?? 64,
    );
    // libvips's threads per image; process-wide, and the content service is its own process
    sharp.concurrency(IMAGE_TRANSFORM_THREADS);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const uploadPath = decodeUploadPath(url.pathname);
    const file = this.options.resolveUpload(uploadPath);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) throw new ApiRequestError(404, 'INVALID_ENDPOINT', `No upload at "${uploadPath}"`);

    let params: ImageParams;
    try {
      params = parseImageParams(url.searchParams);
    } catch (error) {
      if (error instanceof ImageParamError) {
        sendJson(
          res,
          400,
          { error: 'INVALID_IMAGE_PARAMETER', message: error.message },
          { 'Access-Control-Allow-Origin': '*' },
        );
        return;
      }
      throw error;
    }

    const fingerprint = `${uploadPath}\0${info.mtimeMs}\0${info.size}`;
    let rendition: Rendition;
    try {
      rendition = await this.rendition(file, fingerprint, params, String(req.headers.accept ?? ''));
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      sendJson(
        res,
        503,
        { error: 'TOO_MANY_TRANSFORMATIONS', message: error.message },
        { 'Access-Control-Allow-Origin': '*', 'Retry-After': '1' },
      );
      return;
    }
    const headers: Record<string, string> = {
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': IMMUTABLE,
      ETag: rendition.etag,
      // an upload is shown as the type it is served with, never sniffed into a script or a page
      'X-Content-Type-Options': 'nosniff',
    };
    if (rendition.vary) headers.Vary = 'Accept';
    if (etagMatches(req.headers['if-none-match'], rendition.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const size = (await stat(rendition.file)).size;
    res.writeHead(200, { ...headers, 'Content-Type': rendition.contentType, 'Content-Length': String(size) });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(rendition.file).pipe(res);
  }

  private async rendition(file: string, fingerprint: string, params: ImageParams, accept: string): Promise<Rendition> {
    const extension = path.extname(file).toLowerCase();
    const passthroughType = PASSTHROUGH_TYPES[extension] ?? 'application/octet-stream';
    const isRaster = extension !== '.svg' && passthroughType.startsWith('image/');
    // Vectors are served as they are unless a raster format is asked for explicitly (imgix does the same).
    const rasterize = isRaster ? !isIdentity(params) : extension === '.svg' && params.fm !== undefined;
    if (!rasterize) {
      return {
        file,
        etag: `"${hash(`${RENDITION_VERSION}\0${fingerprint}\0original`)}"`,
        contentType: passthroughType,
        vary: false,
      };
    }

    const format = chooseFormat(params, isRaster ? await readImageFormat(file) : 'svg', accept);
    const key = hash(JSON.stringify([RENDITION_VERSION, fingerprint, params, format]));
    const cached = path.join(this.options.cacheDir, key.slice(0, 2), `${key}.${format}`);
    if (!(await stat(cached).catch(() => null))) await this.render(key, file, cached, params, format);
    return {
      file: cached,
      etag: `"${key}"`,
      contentType: CONTENT_TYPES[format],
      vary: params.autoFormat && !params.fm,
    };
  }

  /** Renders once per key even when many requests for it arrive together. */
  private render(
    key: string,
    file: string,
    target: string,
    params: ImageParams,
    format: Parameters<typeof transformImage>[2],
  ): Promise<void> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = (async () => {
      const output = await this.transforms.run(() => transformImage(file, params, format));
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, output.data);
      await rename(temporary, target);
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }
}

function hash(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40);
}
