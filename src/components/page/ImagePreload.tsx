'use client';

import { preload } from 'react-dom';

/**
 * Announces a screen's LCP image in the document's head (`<link rel=preload as=image imagesrcset imagesizes>`),
 * so the browser starts it before it reaches the `<img>`: with the same srcset and sizes it picks the same
 * candidate, and the `<img>` reuses that download. `ResponsiveImage` renders it for every image given `priority`,
 * with the `src`, `srcset` and `sizes` its `<img>` writes.
 *
 * `ReactDOM.preload()` from a client component: on the server's HTML React writes it at the top of the head,
 * before the stylesheets. Called in a server component (or a `<link rel=preload>` drawn there) it would be a hint
 * of the page's payload, which the router acts on as soon as a prefetch brings it: every link in view prefetches
 * its page (spec §9), and a visit to one page downloaded the cover images of the pages it links to (ADR 0098).
 */
export function ImagePreload({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }) {
  preload(src, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, ...(sizes ? { imageSizes: sizes } : {}) } : {}),
  });
  return null;
}
