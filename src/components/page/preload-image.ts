import { preload } from 'react-dom';
import type { ResponsiveImageType } from 'react-datocms';
import { imageSrcSet } from './image-candidates';

/**
 * Announces a screen's LCP image in the document's head (`<link rel=preload
 * as=image imagesrcset imagesizes>`), so the browser starts it before it
 * reaches the `<img>`: with the same srcset and sizes it picks the same
 * candidate, and the `<img>` reuses that download. `ResponsiveImage` calls it
 * for every image given `priority`, with the candidates and `sizes` it writes.
 */
export function preloadImage(
  image: Pick<ResponsiveImageType, 'src' | 'srcSet' | 'width'>,
  sizes: string | undefined,
  densities?: readonly number[],
): void {
  if (!image.src) return;
  const srcSet = imageSrcSet(image, densities);
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, ...(sizes ? { imageSizes: sizes } : {}) } : {}),
  });
}
