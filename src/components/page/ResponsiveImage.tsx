import type { CSSProperties } from 'react';
import { imageSrcSet } from './image-candidates';
import { ImagePreload } from './ImagePreload';
import type { ContentImage } from './types';

interface ResponsiveImageProps {
  data: ContentImage;
  /** `sizes` for the layout slot; without it a lazy image lets the browser measure (`auto`) */
  sizes?: string;
  /** the page's largest paint: announced in the head (`ImagePreload`) and fetched at high priority, never lazily */
  priority?: boolean;
  /** the colour behind the image while it loads (a logo on white has none); a base64 thumbnail if the data has one */
  usePlaceholder?: boolean;
  pictureClassName?: string;
  imgClassName?: string;
  imgStyle?: CSSProperties;
  /** the candidates' densities of the requested width (`imageSrcSet`'s, by default) */
  densities?: readonly number[];
}

/**
 * A CMS image as react-datocms's RSCImage renders it (a `<picture>` with its
 * intrinsic aspect ratio and placeholder, lazy unless a priority), with the
 * candidates on the `<img>` itself: RSCImage puts them on a `<source>` and
 * leaves `sizes` on an `<img>` without `srcset`, which HTML does not allow
 * (W3C validator, ADR 0063). One `srcset` (`auto: format` already picks AVIF or
 * WebP per browser) needs no `<source>`. Unlike RSCImage, no
 * `referrerpolicy="no-referrer-when-downgrade"`: images follow the site's
 * `strict-origin-when-cross-origin`, so the CDN learns the site, not the page
 * a visitor is on (and every image is 40 bytes lighter, issue 21).
 */
export function ResponsiveImage({
  data,
  sizes,
  priority = false,
  usePlaceholder = true,
  pictureClassName,
  imgClassName,
  imgStyle,
  densities,
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(data, densities);
  // `auto` is only valid on a lazy image; the `100vw` fallback serves browsers without it
  const resolvedSizes = sizes ?? data.sizes ?? (priority ? undefined : 'auto, 100vw');
  const height = data.height ?? Math.round(data.aspectRatio ? data.width / data.aspectRatio : 0);
  const placeholder: CSSProperties | undefined = !usePlaceholder
    ? undefined
    : data.base64
      ? {
          backgroundImage: `url("${data.base64}")`,
          backgroundSize: 'cover',
          backgroundRepeat: 'no-repeat',
          backgroundPosition: '50% 50%',
          color: 'transparent',
        }
      : data.bgColor
        ? { backgroundColor: data.bgColor, color: 'transparent' }
        : undefined;
  return (
    <>
      {priority && data.src ? <ImagePreload src={data.src} srcSet={srcSet} sizes={resolvedSizes} /> : null}
      <picture className={pictureClassName}>
        <img
          src={data.src ?? undefined}
          srcSet={srcSet}
          sizes={srcSet ? resolvedSizes : undefined}
          alt={data.alt ?? ''}
          title={data.title ?? undefined}
          {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          className={imgClassName}
          style={{
            ...placeholder,
            aspectRatio: `${data.width} / ${height}`,
            width: '100%',
            maxWidth: `${data.width}px`,
            height: 'auto',
            ...imgStyle,
          }}
        />
      </picture>
    </>
  );
}
