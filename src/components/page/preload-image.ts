import { preload } from 'react-dom';
import type { ResponsiveImageType } from 'react-datocms';
import { imageSrcSet } from './image-candidates';

/**
 * Announces a screen's LCP image in the document's head (`<link rel=preload
 * as=image imagesrcset imagesizes>`), so the browser starts it before it
 * reaches the `<img>`: with the same srcset and sizes it picks the same
 * candidate, and the `<img>` reuses that download.
 */
export function preloadImage(image: Pick<ResponsiveImageType, 'src' | 'srcSet' | 'width'>, sizes: string): void {
  if (!image.src) return;
  const srcSet = imageSrcSet(image);
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
  });
}
