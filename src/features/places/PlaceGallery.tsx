import { useTranslations } from 'next-intl';
import type { ResponsiveImageType } from 'react-datocms';
import { ResponsiveImage } from '@/components/page/ResponsiveImage';
import styles from './PlaceGallery.module.css';

export interface GalleryImage {
  id: string;
  image: ResponsiveImageType;
}

/** The place's photos: the first one large, the rest in a grid; lazy, with their boxes reserved. */
export function PlaceGallery({
  images,
  name,
  labelledBy,
}: {
  images: readonly GalleryImage[];
  name: string;
  labelledBy: string;
}) {
  const t = useTranslations('places');
  if (images.length === 0) return null;
  return (
    <ul className={styles.gallery} aria-labelledby={labelledBy} data-count={Math.min(images.length, 5)}>
      {images.slice(0, 5).map(({ id, image }, index) => (
        <li key={id} className={styles.item}>
          <ResponsiveImage
            data={{
              ...image,
              alt:
                image.alt ||
                `${name}: ${t('galleryImage', { index: String(index + 1), total: String(images.length) })}`,
            }}
            sizes={index === 0 ? '(min-width: 64rem) 40rem, 100vw' : '(min-width: 64rem) 20rem, 50vw'}
            pictureClassName={styles.picture}
            imgClassName={styles.image}
            imgStyle={{ width: '100%', height: '100%', maxWidth: 'none' }}
          />
        </li>
      ))}
    </ul>
  );
}
