import type {
  CtaBlockFieldsFragment,
  GalleryBlockFieldsFragment,
  ImageBlockFieldsFragment,
  QuoteBlockFieldsFragment,
  VideoBlockFieldsFragment,
} from '@generated/graphql';
import { ResponsiveImage } from '@/components/page/ResponsiveImage';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/i18n/routing';
import { localizeSitePath } from '@/i18n/localized-paths';
import { UnknownRecordTypeError } from './record-href';
import { classifyVideoUrl } from './video-link';
import styles from './StructuredTextContent.module.css';

export type StructuredTextBlockRecord =
  | ImageBlockFieldsFragment
  | GalleryBlockFieldsFragment
  | VideoBlockFieldsFragment
  | CtaBlockFieldsFragment
  | QuoteBlockFieldsFragment;

function requireValue<T>(value: T | null | undefined, what: string, id: string): T {
  if (value === null || value === undefined || value === '')
    throw new Error(`Structured text block ${id} has no ${what}`);
  return value;
}

function ImageBlock({ record }: { record: ImageBlockFieldsFragment }) {
  const image = requireValue(record.image?.responsiveImage, 'image', record.id);
  return (
    <figure className={styles.figure}>
      <ResponsiveImage data={image} pictureClassName={styles.picture} imgClassName={styles.image} />
      {record.caption ? <figcaption className={styles.caption}>{record.caption}</figcaption> : null}
    </figure>
  );
}

function GalleryBlock({ record }: { record: GalleryBlockFieldsFragment }) {
  const t = useTranslations('structuredText');
  return (
    <figure className={styles.figure}>
      <ul className={styles.gallery} aria-label={record.caption ?? t('gallery')}>
        {record.images.map((image) => (
          <li key={image.id} className={styles.galleryItem}>
            <ResponsiveImage
              data={requireValue(image.responsiveImage, 'gallery image', record.id)}
              pictureClassName={styles.picture}
              imgClassName={styles.image}
            />
          </li>
        ))}
      </ul>
      {record.caption ? <figcaption className={styles.caption}>{record.caption}</figcaption> : null}
    </figure>
  );
}

function VideoBlock({ record }: { record: VideoBlockFieldsFragment }) {
  const t = useTranslations('structuredText');
  const title = requireValue(record.title, 'title', record.id);
  const source = classifyVideoUrl(requireValue(record.url, 'url', record.id));
  if (source.kind === 'file') {
    return (
      <figure className={styles.figure}>
        {/* No autoplay, metadata only until the visitor presses play. */}
        <video className={styles.video} src={source.url} controls preload="metadata" playsInline aria-label={title} />
        <figcaption className={styles.caption}>{title}</figcaption>
      </figure>
    );
  }
  const where = source.kind === 'provider' ? source.provider : source.host;
  return (
    <a className={styles.videoCard} href={source.url} target="_blank" rel="noopener noreferrer">
      <span className={styles.playIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.videoText}>
        <span className={styles.videoTitle}>{title}</span>
        <span className={styles.videoWhere}>{t('watchOn', { site: where })}</span>
      </span>
      <span className="visually-hidden">{t('opensInNewTab')}</span>
    </a>
  );
}

function CtaBlock({ record, locale }: { record: CtaBlockFieldsFragment; locale: AppLocale }) {
  const label = requireValue(record.label, 'label', record.id);
  const url = requireValue(record.url, 'url', record.id);
  const internal = url.startsWith('/') && !url.startsWith('//');
  return (
    <aside className={styles.cta}>
      {record.text ? <p className={styles.ctaText}>{record.text}</p> : null}
      {internal ? (
        <a className={styles.ctaButton} href={localizeSitePath(url, locale)}>
          {label}
        </a>
      ) : (
        <a className={styles.ctaButton} href={url} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      )}
    </aside>
  );
}

function QuoteBlock({ record }: { record: QuoteBlockFieldsFragment }) {
  const quote = requireValue(record.quote, 'quote', record.id);
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.quoteText}>
        <p>{quote}</p>
      </blockquote>
      {record.author ? <figcaption className={styles.quoteAuthor}>{record.author}</figcaption> : null}
    </figure>
  );
}

/** One renderer per block model; an unknown `__typename` throws instead of leaving a hole in the article. */
export function StructuredTextBlock({ record, locale }: { record: StructuredTextBlockRecord; locale: AppLocale }) {
  switch (record.__typename) {
    case 'ImageBlockRecord':
      return <ImageBlock record={record} />;
    case 'GalleryBlockRecord':
      return <GalleryBlock record={record} />;
    case 'VideoBlockRecord':
      return <VideoBlock record={record} />;
    case 'CtaBlockRecord':
      return <CtaBlock record={record} locale={locale} />;
    case 'QuoteBlockRecord':
      return <QuoteBlock record={record} />;
    default: {
      const unknown: { __typename?: string } = record;
      throw new UnknownRecordTypeError('block', String(unknown.__typename));
    }
  }
}
