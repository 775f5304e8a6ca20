/**
 * The `srcset` of a CMS image. The queries ask for `src` alone (not DatoCMS's `srcSet`, eight whole URLs up to
 * four times the requested width, which every page carried twice: in its HTML and in its React payload, issue 21);
 * the candidates are built from it here, as react-datocms builds them for an image without `srcSet`: the CDN's `dpr`
 * at each density, none under 50 px. Up to twice the requested width: each query asks for the width its slot needs
 * at 1×, so 2× serves a retina screen and nothing needs 3× or 4×. The preload and the `<img>` call the same function,
 * so the browser picks the same candidate for both.
 */
const DENSITIES = [0.25, 0.5, 0.75, 1, 1.5, 2];

/** `densities`: fewer where the slot is known to be narrow (an offer card's picture: 0.5, 1 and 2). */
export function imageSrcSet(
  image: { src?: string | null; srcSet?: string | null; width: number },
  densities: readonly number[] = DENSITIES,
): string | undefined {
  if (image.srcSet) return image.srcSet;
  const { src, width } = image;
  if (!src || !width) return undefined;
  const candidates = densities.flatMap((density) => {
    const candidateWidth = Math.floor(width * density);
    if (candidateWidth < 50) return [];
    const url = new URL(src, 'https://example.com/');
    if (density !== 1) url.searchParams.set('dpr', String(density));
    const href = /^https?:/.test(src) ? url.toString() : url.toString().replace('https://example.com/', '/');
    return [`${href} ${candidateWidth}w`];
  });
  return candidates.join(',') || undefined;
}
