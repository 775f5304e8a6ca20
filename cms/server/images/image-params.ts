/**
 * imgix-style URL parameters, as DatoCMS's `url(imgixParams:)` and `responsiveImage` emit them,
 * parsed and validated. A parameter this service does not implement, or a bad value, is an
 * error the handler answers with 400: imgix ignores unknown ones, but here every distinct
 * parameter set is a rendition rendered and kept on disk, so none may vary for nothing.
 */
export type FitMode = 'clip' | 'crop' | 'max' | 'min' | 'fill' | 'fillmax' | 'scale' | 'clamp';
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
export type CropGravity = 'top' | 'bottom' | 'left' | 'right';
export type CropStrategy = 'center' | 'entropy' | 'attention';

export interface ImageParams {
  w?: number;
  h?: number;
  fit: FitMode;
  /** width / height */
  ar?: number;
  dpr: number;
  q?: number;
  fm?: OutputFormat;
  progressive: boolean;
  autoFormat: boolean;
  maxW?: number;
  maxH?: number;
  minW?: number;
  minH?: number;
  gravity: CropGravity[];
  strategy: CropStrategy;
  focalPoint?: { x: number; y: number };
  blur?: number;
  /** background for fit=fill, as `#rrggbbaa` */
  bg?: string;
}

export class ImageParamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageParamError';
  }
}

/** A requested dimension may not exceed this (400 above); results are further clamped (ADR 0048). */
export const MAX_PARAM_PX = 8192;
/** The longest side of a rendition: a larger request gets this, ratio kept, as imgix clamps rather than refuses. */
export const MAX_OUTPUT_PX = 4096;
/** The most pixels in one rendition (8 MP: a 4K frame, 3840×2160, fits): a larger request is scaled down to it. */
export const MAX_OUTPUT_AREA = 4096 * 2048;

const FITS: Readonly<Record<string, FitMode>> = {
  clip: 'clip',
  crop: 'crop',
  max: 'max',
  min: 'min',
  fill: 'fill',
  fillmax: 'fillmax',
  scale: 'scale',
  clamp: 'clamp',
  // no face detection here: the closest behaviour is a centred crop
  facearea: 'crop',
};

const FORMATS: Readonly<Record<string, OutputFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pjpg: 'jpeg',
  png: 'png',
  png8: 'png',
  png32: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};
const KNOWN_UNSUPPORTED_FORMATS = new Set(['jp2', 'jxr', 'json', 'mp4', 'webm', 'blurhash']);
const AUTO_VALUES = new Set(['format', 'compress', 'enhance', 'redeye']);
const CROP_VALUES = new Set(['top', 'bottom', 'left', 'right', 'faces', 'entropy', 'edges', 'focalpoint']);

const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

function parseNumber(name: string, raw: string, min: number, max: number, { exclusiveMin = false } = {}): number {
  if (!NUMBER.test(raw.trim())) throw new ImageParamError(`${name} must be a number, got "${raw}"`);
  const value = Number(raw);
  if (!Number.isFinite(value) || value > max || value < min || (exclusiveMin && value === min)) {
    throw new ImageParamError(
      `${name} must be ${exclusiveMin ? 'greater than' : 'at least'} ${min} and at most ${max}, got "${raw}"`,
    );
  }
  return value;
}

function parseAspectRatio(raw: string): number {
  const match = /^(\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(raw.trim());
  const width = Number(match?.[1]);
  const height = match?.[2] === undefined ? 1 : Number(match[2]);
  if (!match || !(width > 0) || !(height > 0))
    throw new ImageParamError(`ar must look like "16:9" or "1.5", got "${raw}"`);
  const ratio = width / height;
  if (ratio > 100 || ratio < 0.01) throw new ImageParamError(`ar "${raw}" is out of range`);
  return ratio;
}

function parseColor(raw: string): string {
  const hex = raw.trim().replace(/^#/, '').toLowerCase();
  if (!/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(hex))
    throw new ImageParamError(`bg must be a hex colour, got "${raw}"`);
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  // imgix puts alpha first in 4- and 8-digit colours (ARGB)
  return full.length === 8 ? `#${full.slice(2)}${full.slice(0, 2)}` : `#${full}ff`;
}

/** Every parameter `parseImageParams` reads. */
const IMPLEMENTED = new Set([
  'w',
  'h',
  'max-w',
  'max-h',
  'min-w',
  'min-h',
  'fit',
  'ar',
  'dpr',
  'q',
  'blur',
  'fm',
  'auto',
  'crop',
  'fp-x',
  'fp-y',
  'bg',
]);
/** imgix parameters the CMS's schema offers (`ImgixParams`) that this service does not render. */
const NOT_IMPLEMENTED = new Set(['rect', 'rot', 'sat']);

export function parseImageParams(search: URLSearchParams): ImageParams {
  for (const name of new Set(search.keys())) {
    if (NOT_IMPLEMENTED.has(name)) throw new ImageParamError(`${name} is not supported by this service`);
    if (!IMPLEMENTED.has(name))
      throw new ImageParamError(`unknown parameter "${name}"; this service takes ${[...IMPLEMENTED].join(', ')}`);
  }
  const params: ImageParams = {
    fit: 'clip',
    dpr: 1,
    progressive: false,
    autoFormat: false,
    gravity: [],
    strategy: 'center',
  };
  const get = (name: string): string | undefined => {
    const values = search.getAll(name);
    if (values.length > 1) throw new ImageParamError(`${name} is given more than once`);
    return values[0];
  };
  const dimension = (name: string): number | undefined => {
    const raw = get(name);
    return raw === undefined ? undefined : parseNumber(name, raw, 0, MAX_PARAM_PX, { exclusiveMin: true });
  };

  params.w = dimension('w');
  params.h = dimension('h');
  params.maxW = dimension('max-w');
  params.maxH = dimension('max-h');
  params.minW = dimension('min-w');
  params.minH = dimension('min-h');

  const fit = get('fit');
  if (fit !== undefined) {
    const mode = FITS[fit.trim().toLowerCase()];
    if (!mode) throw new ImageParamError(`fit must be one of ${Object.keys(FITS).join(', ')}, got "${fit}"`);
    params.fit = mode;
  }
  const ar = get('ar');
  if (ar !== undefined) params.ar = parseAspectRatio(ar);
  const dpr = get('dpr');
  if (dpr !== undefined) params.dpr = parseNumber('dpr', dpr, 0, 10, { exclusiveMin: true });
  const q = get('q');
  if (q !== undefined) params.q = Math.max(1, Math.round(parseNumber('q', q, 0, 100)));
  const blur = get('blur');
  if (blur !== undefined) params.blur = parseNumber('blur', blur, 0, 2000);

  const fm = get('fm');
  if (fm !== undefined) {
    const key = fm.trim().toLowerCase();
    const format = FORMATS[key];
    if (!format) {
      throw new ImageParamError(
        KNOWN_UNSUPPORTED_FORMATS.has(key)
          ? `fm=${key} is not supported by this service; use jpg, png, webp, avif or gif`
          : `fm must be one of jpg, pjpg, png, webp, avif, gif, got "${fm}"`,
      );
    }
    params.fm = format;
    params.progressive = key === 'pjpg';
  }
  const auto = get('auto');
  if (auto !== undefined) {
    const values = auto
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    const unknown = values.find((v) => !AUTO_VALUES.has(v));
    if (unknown)
      throw new ImageParamError(`auto must be a list of format, compress, enhance, redeye, got "${unknown}"`);
    params.autoFormat = values.includes('format');
  }

  const crop = get('crop');
  if (crop !== undefined) {
    const values = crop
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    const unknown = values.find((v) => !CROP_VALUES.has(v));
    if (unknown) throw new ImageParamError(`crop must be a list of ${[...CROP_VALUES].join(', ')}, got "${unknown}"`);
    params.gravity = values.filter(
      (v): v is CropGravity => v === 'top' || v === 'bottom' || v === 'left' || v === 'right',
    );
    if (values.includes('entropy')) params.strategy = 'entropy';
    if (values.includes('faces') || values.includes('edges')) params.strategy = 'attention';
    if (values.includes('focalpoint')) {
      const fpX = get('fp-x');
      const fpY = get('fp-y');
      params.focalPoint = {
        x: fpX === undefined ? 0.5 : parseNumber('fp-x', fpX, 0, 1),
        y: fpY === undefined ? 0.5 : parseNumber('fp-y', fpY, 0, 1),
      };
    }
  }
  const bg = get('bg');
  if (bg !== undefined) params.bg = parseColor(bg);
  return params;
}

/** True when the parameters ask for nothing but the original file. */
export function isIdentity(params: ImageParams): boolean {
  return (
    params.w === undefined &&
    params.h === undefined &&
    params.ar === undefined &&
    params.dpr === 1 &&
    params.q === undefined &&
    params.fm === undefined &&
    !params.autoFormat &&
    params.maxW === undefined &&
    params.maxH === undefined &&
    params.blur === undefined
  );
}
