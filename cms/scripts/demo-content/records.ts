/**
 * The record files of cms/content (format: cms/README.md) and the values that
 * go in them. Builders here only shape data; writing happens in write-output.ts.
 */
import type { L10n } from './text.ts';

export type Fields = Record<string, unknown>;

export interface RecordFile {
  id: string;
  createdAt: string;
  /** sortable models: the editor's order (cms/engine reads it from the file) */
  position?: number;
  published: { updatedAt: string; publishedAt: string; firstPublishedAt: string; fields: Fields } | null;
  draft?: { updatedAt: string; fields: Fields };
  /** json fields that break their schema on purpose (cms/README.md) */
  unvalidatedJson?: string[];
}

export interface FileValue {
  upload: string;
  alt: L10n | string;
  title: L10n | string | null;
}

export interface SeoValue {
  title: string;
  description: string;
  image: FileValue | null;
  twitterCard: 'summary' | 'summary_large_image';
  noIndex: boolean;
}

/** "2026-03-14", "09:30" → "2026-03-14T09:30:00-03:00" (Brasília time has no DST since 2019) */
export const stamp = (date: string, time = '10:00'): string => `${date}T${time}:00-03:00`;

export interface Stamps {
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
}

export function published(model: string, id: string, fields: Fields, at: Stamps): ContentRecord {
  return {
    model,
    file: {
      id,
      createdAt: at.createdAt,
      published: { updatedAt: at.updatedAt, publishedAt: at.publishedAt, firstPublishedAt: at.createdAt, fields },
    },
  };
}

export function withPosition(record: ContentRecord, position: number): ContentRecord {
  const { id, ...rest } = record.file;
  return { model: record.model, file: { id, position, ...rest } };
}

export interface ContentRecord {
  model: string;
  file: RecordFile;
}

export const fileValue = (upload: string, alt: L10n | string, title: L10n | string | null = null): FileValue => ({
  upload,
  alt,
  title,
});

/** a file inside a block: blocks are not localized, so alt is the locale's string */
export const blockFile = (upload: string, alt: string): FileValue => ({ upload, alt, title: null });

/** SEO is a localized field: its image's alt is the locale's own string */
export function seo(
  title: L10n,
  description: L10n,
  image?: { upload: string; alt: L10n },
): { pt: SeoValue; en: SeoValue } {
  const one = (locale: 'pt' | 'en'): SeoValue => ({
    title: title[locale],
    description: description[locale],
    image: image ? blockFile(image.upload, image.alt[locale]) : null,
    twitterCard: 'summary_large_image',
    noIndex: false,
  });
  return { pt: one('pt'), en: one('en') };
}
