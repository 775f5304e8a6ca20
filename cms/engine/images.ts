import type { UploadMeta } from './content-types.ts';
import { imgixUrlName } from './naming.ts';

/**
 * Image URLs and `responsiveImage`, as DatoCMS builds them over imgix
 * (DATOCMS.md §5). The URL points at the content service's own image server,
 * which applies the same parameters through sharp.
 */

export type ImgixParams = Record<string, unknown>;

/** the multipliers of `srcSet`, as react-datocms and DatoCMS use them */
export const SRCSET_MULTIPLIERS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

const paramValue = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(',') : String(v));

/** `ar=16%3A9&fit=crop&w=750`: imgix names, keys sorted, null values left out */
export function imgixQuery(params: ImgixParams | null | undefined): string {
  if (!params) return '';
  return Object.entries(params)
    .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [imgixUrlName(k), paramValue(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** `${assetBaseUrl}/<upload path>?<params>` */
export function uploadUrl(assetBaseUrl: string, uploadPath: string, params?: ImgixParams | null): string {
  const base = `${assetBaseUrl.replace(/\/+$/, '')}/${uploadPath.split('/').map(encodeURIComponent).join('/')}`;
  const q = imgixQuery(params);
  return q ? `${base}?${q}` : base;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

/** "16:9" or "1.78" → 1.777… */
export function parseAspectRatio(ar: unknown): number | undefined {
  if (typeof ar !== 'string') return undefined;
  const m = /^(\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(ar.trim());
  if (!m) return undefined;
  const r = m[2] === undefined ? Number(m[1]) : Number(m[1]) / Number(m[2]);
  return Number.isFinite(r) && r > 0 ? r : undefined;
}

/**
 * The size of the image imgix (and our image server) returns for these
 * parameters. Widths and heights below 1 are fractions of the original, as in imgix.
 */
export function outputSize(width: number, height: number, params: ImgixParams): { width: number; height: number } {
  const fit = typeof params.fit === 'string' ? params.fit : 'clip';
  const scaleParam = (v: number | undefined, full: number) => (v !== undefined && v < 1 ? v * full : v);
  let w = scaleParam(num(params.w), width);
  let h = scaleParam(num(params.h), height);
  const ar = parseAspectRatio(params.ar);
  const cropping = fit === 'crop' || fit === 'fill' || fit === 'scale' || fit === 'min';

  if (ar && cropping) {
    if (w !== undefined && h === undefined) h = w / ar;
    else if (h !== undefined && w === undefined) w = h * ar;
    else if (w === undefined && h === undefined) {
      if (width / height > ar) {
        w = height * ar;
        h = height;
      } else {
        w = width;
        h = width / ar;
      }
    }
  }
  let outW: number;
  let outH: number;
  if (w !== undefined && h !== undefined) {
    if (cropping || fit === 'clamp' || fit === 'facearea' || fit === 'fillmax') {
      const k = fit === 'min' || fit === 'fillmax' ? Math.min(1, width / w, height / h) : 1;
      outW = w * k;
      outH = h * k;
    } else {
      const k = fit === 'max' ? Math.min(1, w / width, h / height) : Math.min(w / width, h / height);
      outW = width * k;
      outH = height * k;
    }
  } else if (w !== undefined) {
    const k = fit === 'max' ? Math.min(1, w / width) : w / width;
    outW = width * k;
    outH = height * k;
  } else if (h !== undefined) {
    const k = fit === 'max' ? Math.min(1, h / height) : h / height;
    outW = width * k;
    outH = height * k;
  } else {
    outW = width;
    outH = height;
  }
  const maxW = num(params.maxW);
  const maxH = num(params.maxH);
  if (maxW !== undefined && outW > maxW) {
    outH = (outH * maxW) / outW;
    outW = maxW;
  }
  if (maxH !== undefined && outH > maxH) {
    outW = (outW * maxH) / outH;
    outH = maxH;
  }
  return { width: Math.max(1, Math.round(outW)), height: Math.max(1, Math.round(outH)) };
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  webpSrcSet: string;
  sizes: string;
  width: number;
  height: number;
  aspectRatio: number;
  alt: string | null;
  title: string | null;
  base64: string | null;
  bgColor: string | null;
}

/** `responsiveImage`, or null for a file that is not an image with known dimensions */
export function responsiveImage(input: {
  assetBaseUrl: string;
  upload: UploadMeta;
  params: ImgixParams | null | undefined;
  sizes: string | null | undefined;
  alt: string | null;
  title: string | null;
}): ResponsiveImage | null {
  const { upload } = input;
  if (upload.width === null || upload.height === null) return null;
  const params: ImgixParams = { ...(input.params ?? {}) };
  delete params.dpr;
  const { width, height } = outputSize(upload.width, upload.height, params);
  const srcSet = (extra: ImgixParams) =>
    SRCSET_MULTIPLIERS.map(
      (m) => `${uploadUrl(input.assetBaseUrl, upload.path, { ...params, ...extra, dpr: m })} ${Math.floor(width * m)}w`,
    ).join(',\n');
  return {
    src: uploadUrl(input.assetBaseUrl, upload.path, params),
    srcSet: srcSet({}),
    webpSrcSet: srcSet({ fm: 'webp' }),
    sizes: input.sizes ?? `(max-width: ${width}px) 100vw, ${width}px`,
    width,
    height,
    aspectRatio: width / height,
    alt: input.alt,
    title: input.title,
    base64: upload.base64,
    bgColor: upload.bgColor,
  };
}
