'use client';

/**
 * Announces a screen's LCP image in the document's head (`<link rel=preload as=image imagesrcset imagesizes>`,
 * hoisted there by React), so the browser starts it before it reaches the `<img>`: with the same srcset and sizes
 * it picks the same candidate, and the `<img>` reuses that download. `ResponsiveImage` renders it for every image
 * given `priority`, with the `src`, `srcset` and `sizes` its `<img>` writes.
 *
 * A client component, not `ReactDOM.preload()` nor a `<link>` rendered on the server: in a server component both
 * become a hint of the page's payload (React's Flight server turns a `<link rel=preload>` into one), which the
 * router acts on as soon as a prefetch brings it. Every link in view prefetches its page (spec §9), so a visit to
 * one page downloaded the cover images of the pages it links to, at high priority, while its own largest paint
 * waited. A client component's output is drawn only where its page is rendered: in the server's HTML, or after a
 * navigation.
 */
export function ImagePreload({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }) {
  return (
    <link
      rel="preload"
      as="image"
      href={src}
      fetchPriority="high"
      {...(srcSet ? { imageSrcSet: srcSet, ...(sizes ? { imageSizes: sizes } : {}) } : {})}
    />
  );
}
