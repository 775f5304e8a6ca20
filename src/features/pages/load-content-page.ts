import { AboutDocument, ArtCultureDocument, PageDocument } from '@generated/graphql';
import { pageHead } from '@/components/page/page-head';
import type { AppHref } from '@/components/page/types';
import { liveQuery } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import type { PageSeo } from '@/lib/seo/content-metadata';
import type { ContentPageView } from './ContentPageScreen';

/** The fields every text page of the CMS shares (about, art & culture, generic pages). */
interface TextPageRecord {
  title?: string | null;
  lead?: string | null;
  cover?: { responsiveImage?: ContentPageView['cover'] | null } | null;
  body?: ContentPageView['body'];
  _seoMetaTags: PageSeo['tags'];
}

function toContentPage(
  record: TextPageRecord | null | undefined,
  href: AppHref,
  live: ContentPageView['live'],
): ContentPageView | null {
  if (!record?.title) return null;
  return { ...pageHead({ ...record, title: record.title }, href), body: record.body ?? null, live };
}

/** About the mall: its story and what it offers (the about_page singleton). */
export async function loadAboutPage(locale: AppLocale) {
  const { aboutPage } = await queryCms(AboutDocument, { locale });
  return toContentPage(aboutPage, '/sobre', liveQuery(AboutDocument, { locale }));
}

/** Art and culture at the mall: exhibitions and programme (the art_culture_page singleton). */
export async function loadArtCulturePage(locale: AppLocale) {
  const { artCulturePage } = await queryCms(ArtCultureDocument, { locale });
  return toContentPage(artCulturePage, '/arte-e-cultura', liveQuery(ArtCultureDocument, { locale }));
}

/** A generic content page (terms, privacy, parking…) by its slug. */
export async function loadGenericPage(locale: AppLocale, slug: string) {
  const { page } = await queryCms(PageDocument, { locale, slug });
  if (!page?.slug) return null;
  return toContentPage(page, { pathname: '/page/[slug]', params: { slug } }, liveQuery(PageDocument, { locale, slug }));
}
