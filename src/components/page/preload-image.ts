import { preload } from 'react-dom';

/**
 * Announces a screen's LCP image in the document's head (`<link rel=preload
 * as=image imagesrcset imagesizes>`), so the browser starts it before it
 * reaches the `<img>`: with the same srcset and sizes it picks the same
 * candidate, and the `<img>` reuses that download. `ResponsiveImage` calls it
 * for every image given `priority`, with the `src`, `srcset` and `sizes` its
 * `<img>` writes.
 */
export function preloadImage(
  src: string | null | undefined,
  srcSet: string | undefined,
  sizes: string | undefined,
): void {
  if (!src) return;
  preload(src, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, ...(sizes ? { imageSizes: sizes } : {}) } : {}),
  });
}
