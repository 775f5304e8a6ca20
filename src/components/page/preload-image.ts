import { preload } from 'react-dom';
import type { ResponsiveImageType } from 'react-datocms';

/**
 * Announces a screen's LCP image in the document's head (`<link rel=preload
 * as=image imagesrcset imagesizes>`), so the browser starts it before it
 * reaches the `<img>`: with the same srcset and sizes it picks the same
 * candidate, and the `<img>` reuses that download.
 */
export function preloadImage(image: Pick<ResponsiveImageType, 'src' | 'srcSet'>, sizes: string): void {
  if (!image.src) return;
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: sizes } : {}),
  });
}
