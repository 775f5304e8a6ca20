import { CoverImage } from '../../components/page/CoverImage';
import type { ContentImage } from '../../components/page/types';

interface MoviePosterProps {
  poster: ContentImage | null | undefined;
  sizes: string;
  priority?: boolean;
  rounded?: boolean;
  /** the frame, and the image or the empty placeholder inside it */
  classNames: { frame?: string; image?: string; placeholder?: string };
}

/** A movie's poster in its frame, or an empty frame of the same size when the CMS has none (no layout shift). */
export function MoviePoster({ poster, sizes, priority = false, rounded = true, classNames }: MoviePosterProps) {
  return (
    <div className={classNames.frame}>
      {poster ? (
        <CoverImage image={poster} sizes={sizes} priority={priority} rounded={rounded} className={classNames.image} />
      ) : (
        <div className={classNames.placeholder} aria-hidden="true" />
      )}
    </div>
  );
}
