import sharp, { type Sharp } from 'sharp';
import { MAX_OUTPUT_AREA, MAX_OUTPUT_PX, type ImageParams, type OutputFormat } from './image-params.ts';

export interface TransformedImage {
  data: Buffer;
  format: OutputFormat;
  width: number;
  height: number;
}

export const CONTENT_TYPES: Readonly<Record<OutputFormat | 'svg', string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

const DEFAULT_QUALITY: Readonly<Record<OutputFormat, number>> = { jpeg: 75, png: 100, webp: 75, avif: 50, gif: 100 };

/**
 * The output format: `fm` wins; `auto=format` picks AVIF, then WebP, by the `Accept` header
 * (browsers list what they decode); otherwise the source's own format.
 */
export function chooseFormat(params: ImageParams, sourceFormat: string | undefined, accept: string): OutputFormat {
  if (params.fm) return params.fm;
  if (params.autoFormat) {
    if (/\bimage\/avif\b/i.test(accept)) return 'avif';
    if (/\bimage\/webp\b/i.test(accept)) return 'webp';
  }
  switch (sourceFormat) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'avif':
    case 'gif':
      return sourceFormat;
    default:
      return 'png';
  }
}

interface Box {
  width: number;
  height: number;
}

/** Scales a box down, keeping its ratio, until both sides fit their limits and its area fits `limitArea`. */
function capBox(box: Box, limitWidth: number, limitHeight: number, limitArea = Infinity): Box {
  const factor = Math.min(
    1,
    limitWidth / box.width,
    limitHeight / box.height,
    Math.sqrt(limitArea / (box.width * box.height)),
  );
  return { width: Math.max(1, Math.round(box.width * factor)), height: Math.max(1, Math.round(box.height * factor)) };
}

/** The output caps of ADR 0048: at most MAX_OUTPUT_PX a side and MAX_OUTPUT_AREA pixels, ratio kept. */
export const capOutput = (box: Box): Box => {
  const capped = capBox(box, MAX_OUTPUT_PX, MAX_OUTPUT_PX, MAX_OUTPUT_AREA);
  // rounding up a side may pass the area by a row: take it back
  return capped.width * capped.height > MAX_OUTPUT_AREA
    ? { width: capped.width, height: Math.floor(MAX_OUTPUT_AREA / capped.width) }
    : capped;
};

/**
 * The requested box in output pixels, or a single side when only one is known. Follows imgix:
 * a size under 1 is a fraction of the source, `ar` acts with the fits that fill a box, `dpr` multiplies,
 * `max-*` caps (react-datocms scales `max-w` by the same multiplier as `dpr`), `min-*` floors.
 */
/** the fits whose output box `ar` completes (imgix documents it for crop; cms/engine/images.ts predicts these) */
const AR_FITS: ReadonlySet<ImageParams['fit']> = new Set(['crop', 'fill', 'scale', 'min']);

function targetSize(params: ImageParams, source: Box): { width?: number; height?: number } {
  let width = params.w !== undefined && params.w < 1 ? params.w * source.width : params.w;
  let height = params.h !== undefined && params.h < 1 ? params.h * source.height : params.h;
  if (params.ar !== undefined && AR_FITS.has(params.fit)) {
    if (width !== undefined && height === undefined) height = width / params.ar;
    else if (height !== undefined && width === undefined) width = height * params.ar;
    else if (width === undefined && height === undefined) {
      const sourceRatio = source.width / source.height;
      width = sourceRatio > params.ar ? source.height * params.ar : source.width;
      height = sourceRatio > params.ar ? source.height : source.width / params.ar;
    }
  }
  if (width !== undefined) width *= params.dpr;
  if (height !== undefined) height *= params.dpr;
  if (width === undefined && height === undefined && params.dpr !== 1) {
    width = source.width * params.dpr;
  }

  // Resolve a single side against the source ratio so the caps below keep proportions.
  const ratio = source.width / source.height;
  const keepsRatio = width === undefined || height === undefined;
  let box: Box | null = null;
  if (width !== undefined || height !== undefined) {
    box = { width: width ?? (height as number) * ratio, height: height ?? (width as number) / ratio };
  }
  if (!box && (params.maxW !== undefined || params.maxH !== undefined)) box = { ...source };
  if (!box) {
    // no size asked for: the source's own, unless it passes the output caps (a format change of a huge upload)
    const capped = capOutput(source);
    return capped.width === source.width && capped.height === source.height ? {} : { width: capped.width };
  }
  box = capBox(box, params.maxW ?? Infinity, params.maxH ?? Infinity);
  if (params.minW !== undefined && box.width < params.minW)
    box = { width: params.minW, height: keepsRatio ? params.minW / ratio : box.height };
  if (params.minH !== undefined && box.height < params.minH)
    box = { width: keepsRatio ? params.minH * ratio : box.width, height: params.minH };
  box = capOutput(box);
  if (keepsRatio)
    return width === undefined ? { height: box.height } : height === undefined ? { width: box.width } : box;
  return box;
}

function hexToRgba(hex: string): { r: number; g: number; b: number; alpha: number } {
  const n = (i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return { r: n(0), g: n(1), b: n(2), alpha: n(3) / 255 };
}

function position(params: ImageParams): string | number {
  if (params.strategy === 'entropy') return sharp.strategy.entropy;
  if (params.strategy === 'attention') return sharp.strategy.attention;
  const vertical = params.gravity.find((g) => g === 'top' || g === 'bottom');
  const horizontal = params.gravity.find((g) => g === 'left' || g === 'right');
  return [horizontal, vertical].filter(Boolean).join(' ') || 'centre';
}

/** A crop that keeps the focal point as central as the image's edges allow. */
function focalCrop(pipeline: Sharp, source: Box, box: Box, focal: { x: number; y: number }): Sharp {
  const scale = Math.max(box.width / source.width, box.height / source.height);
  const width = Math.max(box.width, Math.round(source.width * scale));
  const height = Math.max(box.height, Math.round(source.height * scale));
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return pipeline.resize(width, height, { fit: 'fill' }).extract({
    left: clamp(focal.x * width - box.width / 2, width - box.width),
    top: clamp(focal.y * height - box.height / 2, height - box.height),
    width: box.width,
    height: box.height,
  });
}

/**
 * Fits the image inside `box` (enlarging only when `enlarge`), then pads it to exactly `box`,
 * centred, with `background` or, for `clamp`, its own edge pixels. The inner size is computed
 * here, not left to sharp's rounding, so the padding always adds up to the box.
 */
function fitAndPad(
  pipeline: Sharp,
  source: Box,
  box: Box,
  enlarge: boolean,
  copyEdges: boolean,
  background: { r: number; g: number; b: number; alpha: number },
): Sharp {
  const factor = Math.min(box.width / source.width, box.height / source.height, enlarge ? Infinity : 1);
  const inner = {
    width: Math.min(box.width, Math.max(1, Math.round(source.width * factor))),
    height: Math.min(box.height, Math.max(1, Math.round(source.height * factor))),
  };
  const resized = pipeline.resize(inner.width, inner.height, { fit: 'fill' });
  const padX = box.width - inner.width;
  const padY = box.height - inner.height;
  if (padX === 0 && padY === 0) return resized;
  return resized.extend({
    left: Math.floor(padX / 2),
    right: Math.ceil(padX / 2),
    top: Math.floor(padY / 2),
    bottom: Math.ceil(padY / 2),
    ...(copyEdges ? { extendWith: 'copy' as const } : { background }),
  });
}

function applyResize(
  pipeline: Sharp,
  params: ImageParams,
  source: Box,
  background: { r: number; g: number; b: number; alpha: number },
): Sharp {
  const target = targetSize(params, source);
  if (target.width === undefined && target.height === undefined) return pipeline;
  const width = target.width === undefined ? undefined : Math.max(1, Math.round(target.width));
  const height = target.height === undefined ? undefined : Math.max(1, Math.round(target.height));
  if (width === undefined || height === undefined) {
    // one side only: every fit mode is a proportional resize, and only `max` refuses to enlarge
    return pipeline.resize(width, height, { fit: 'inside', withoutEnlargement: params.fit === 'max' });
  }
  switch (params.fit) {
    case 'crop': {
      if (params.focalPoint) return focalCrop(pipeline, source, { width, height }, params.focalPoint);
      return pipeline.resize(width, height, { fit: 'cover', position: position(params) });
    }
    case 'min': {
      const box = capBox({ width, height }, source.width, source.height);
      if (params.focalPoint) return focalCrop(pipeline, source, box, params.focalPoint);
      return pipeline.resize(box.width, box.height, { fit: 'cover', position: position(params) });
    }
    case 'max':
      return pipeline.resize(width, height, { fit: 'inside', withoutEnlargement: true });
    case 'fill':
      return fitAndPad(pipeline, source, { width, height }, true, false, background);
    case 'fillmax':
      // fit inside without enlarging, then pad to the box
      return fitAndPad(pipeline, source, { width, height }, false, false, background);
    case 'scale':
      return pipeline.resize(width, height, { fit: 'fill' });
    case 'clamp':
      // fit inside, then fill the rest of the box by repeating the edge pixels
      return fitAndPad(pipeline, source, { width, height }, true, true, background);
    case 'clip':
    default:
      return pipeline.resize(width, height, { fit: 'inside' });
  }
}

/** A rendition that takes longer than this is abandoned (sharp stops it): one request cannot hold the queue. */
export const TRANSFORM_TIMEOUT_SECONDS = 20;

export async function transformImage(
  file: string,
  params: ImageParams,
  format: OutputFormat,
): Promise<TransformedImage> {
  const metadata = await sharp(file).metadata();
  if (!metadata.width || !metadata.height) throw new Error(`cannot read the dimensions of ${file}`);
  const rotated = (metadata.orientation ?? 1) >= 5;
  const source: Box = rotated
    ? { width: metadata.height, height: metadata.width }
    : { width: metadata.width, height: metadata.height };
  const keepsAlpha = format === 'png' || format === 'webp' || format === 'avif' || format === 'gif';
  const background = params.bg
    ? hexToRgba(params.bg)
    : keepsAlpha
      ? { r: 0, g: 0, b: 0, alpha: 0 }
      : { r: 255, g: 255, b: 255, alpha: 1 };

  let pipeline = sharp(file, { limitInputPixels: 100_000_000 })
    .timeout({ seconds: TRANSFORM_TIMEOUT_SECONDS })
    .rotate();
  pipeline = applyResize(pipeline, params, source, background);
  if (params.blur !== undefined && params.blur > 0) pipeline = pipeline.blur(Math.min(100, 0.3 + params.blur / 20));
  if (!keepsAlpha) pipeline = pipeline.flatten({ background: params.bg ? hexToRgba(params.bg) : '#ffffff' });

  const quality = params.q ?? DEFAULT_QUALITY[format];
  switch (format) {
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality, progressive: params.progressive, mozjpeg: false });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 8 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality });
      break;
    case 'avif':
      // effort 2 keeps AVIF encoding affordable on a small machine; results are cached anyway
      pipeline = pipeline.avif({ quality, effort: 2 });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, format, width: info.width, height: info.height };
}

export async function readImageFormat(file: string): Promise<string | undefined> {
  try {
    return (await sharp(file).metadata()).format;
  } catch {
    return undefined;
  }
}
