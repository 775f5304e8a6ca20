import { ResponsiveImage } from './ResponsiveImage';
import type { ContentImage } from './types';
import styles from './CoverImage.module.css';

interface CoverImageProps {
  image: ContentImage;
  /** `sizes` for the layout slot, so the browser picks the right width from srcSet */
  sizes: string;
  /** above the fold: loaded eagerly with high priority (the page's LCP image) */
  priority?: boolean;
  className?: string;
  /** rounded frame, or edge to edge */
  rounded?: boolean;
}

/**
 * A CMS image with its intrinsic aspect ratio reserved (no layout shift),
 * lazy below the fold. ResponsiveImage renders a plain <picture>
 * on the server with no client JavaScript. The frame's CSS may impose its own
 * aspect ratio (cards, posters); the picture then fills it with object-fit.
 */
export function CoverImage({ image, sizes, priority = false, className, rounded = true }: CoverImageProps) {
  return (
    <div className={[styles.frame, rounded ? styles.rounded : '', className ?? ''].join(' ')}>
      <ResponsiveImage
        data={image}
        sizes={sizes}
        priority={priority}
        pictureClassName={styles.picture}
        imgClassName={styles.image}
        imgStyle={{ width: '100%', height: '100%', maxWidth: 'none' }}
      />
    </div>
  );
}
