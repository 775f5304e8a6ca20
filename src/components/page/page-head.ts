import type { PageSeo } from '@/lib/seo/content-metadata';
import type { ContentImage } from './types';

/** The fields a CMS page record gives its header and its metadata. */
interface PageHeadRecord {
  title: string;
  lead?: string | null;
  cover?: { responsiveImage?: ContentImage | null } | null;
  _seoMetaTags: PageSeo['tags'];
}

/**
 * What every loader of a CMS page hands its Screen for the `PageHeader` (title,
 * lead, cover) and its route for `pageMetadata` (the CMS's SEO tags, with the
 * title and lead when the editor left SEO empty).
 */
export function pageHead(record: PageHeadRecord, href: PageSeo['href']) {
  const lead = record.lead ?? null;
  return {
    title: record.title,
    lead,
    cover: record.cover?.responsiveImage ?? null,
    seo: { tags: record._seoMetaTags, href, fallbackTitle: record.title, fallbackDescription: lead } satisfies PageSeo,
  };
}
