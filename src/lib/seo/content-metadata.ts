import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toNextMetadata } from 'react-datocms/seo';
import { getPathname } from '@/i18n/navigation';
import { locales, type AppLocale } from '@/i18n/routing';
import { getPublicConfig } from '@/lib/config/public';
import type { AppHref } from '../../components/page/types';
import { hreflangAlternates, languagesOf } from './alternates';
import { loadSiteIdentity } from './load-site-identity';
import type { SiteIdentity } from './site-identity';

/** One tag of `_seoMetaTags`, as the SeoTagFields fragment selects it. */
export interface SeoTag {
  tag: string;
  attributes: Record<string, string> | null;
  content: string | null;
}

type DatoTags = Parameters<typeof toNextMetadata>[0];

/**
 * toNextMetadata throws on a meta/link tag without attributes (see DATOCMS.md §6);
 * such a tag is malformed content and is dropped rather than breaking the page.
 */
function wellFormed(tags: readonly SeoTag[]): DatoTags {
  return tags.filter((t) => t.tag === 'title' || t.attributes !== null) as unknown as DatoTags;
}

interface ContentMetadataOptions {
  locale: AppLocale;
  /** the page's route, or its URL per locale when slugs differ between locales */
  href: AppHref | Partial<Record<AppLocale, string>>;
  /** used when the CMS has no SEO title */
  fallbackTitle?: string | null;
  fallbackDescription?: string | null;
  /** Open Graph type: `article` for an article, `website` (the default) for every other page */
  ogType?: 'website' | 'article';
}

/** Open Graph wants a territory with the language (`pt_BR`), not the site's locale code. */
export const OG_LOCALE: Record<AppLocale, string> = { pt: 'pt_BR', en: 'en_US' };

function isPerLocale(href: ContentMetadataOptions['href']): href is Partial<Record<AppLocale, string>> {
  return typeof href === 'object' && !('pathname' in href);
}

/** DatoCMS's rule for the suffix: appended only when the whole title stays within 60 characters. */
const MAX_TITLE_WITH_SUFFIX = 60;

/**
 * The CMS's title as the page's whole title. DatoCMS appends the project's
 * title suffix itself; on a project without Global SEO it does not, and the
 * site appends the mall's name by the same rule.
 */
function cmsTitleOf(title: string, identity: SiteIdentity): string {
  if (identity.cmsTitlesComplete || !identity.titleSuffix) return title;
  const full = title + identity.titleSuffix;
  return full.length <= MAX_TITLE_WITH_SUFFIX ? full : title;
}

/**
 * Next metadata of a content page: the CMS's SEO tags (title, description,
 * Open Graph, Twitter), the canonical URL and the hreflang alternates of both locales.
 */
export async function contentMetadata(tags: readonly SeoTag[], options: ContentMetadataOptions): Promise<Metadata> {
  const identity = await loadSiteIdentity(options.locale);
  const base = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const urlIn = (locale: AppLocale): string | undefined => {
    if (isPerLocale(options.href)) return options.href[locale];
    return getPathname({ href: options.href as Parameters<typeof getPathname>[0]['href'], locale });
  };
  const languages = languagesOf(
    hreflangAlternates(Object.fromEntries(locales.map((locale) => [locale, urlIn(locale)])), base),
  );
  const own = urlIn(options.locale);

  const fromCms = toNextMetadata(wellFormed(tags));
  // The CMS's title tag already carries the site's suffix (DatoCMS appends `titleSuffix`
  // itself), so it must bypass the layout's `%s | mall` template; a fallback title does not.
  const cmsTitle =
    typeof fromCms.title === 'string' && fromCms.title ? { absolute: cmsTitleOf(fromCms.title, identity) } : undefined;
  // DatoCMS's tags say `og:type article` for any record and `og:locale pt`: the page knows better
  const openGraph = {
    ...(identity.siteName ? { siteName: identity.siteName } : {}),
    ...fromCms.openGraph,
    type: options.ogType ?? 'website',
    locale: OG_LOCALE[options.locale],
    alternateLocale: locales.filter((l) => l !== options.locale).map((l) => OG_LOCALE[l]),
    ...(own ? { url: `${base}${own}` } : {}),
  } as Metadata['openGraph'];
  return {
    ...fromCms,
    title: cmsTitle ?? options.fallbackTitle ?? undefined,
    description: fromCms.description ?? options.fallbackDescription ?? undefined,
    alternates: { canonical: own ? `${base}${own}` : undefined, languages },
    openGraph,
  };
}

/** What a page's loader hands over for its metadata: the CMS's SEO tags and the options above. */
export interface PageSeo extends Omit<ContentMetadataOptions, 'locale'> {
  tags: readonly SeoTag[];
}

/** The metadata of the page a loader found; nothing found is a 404, as the page itself would answer. */
export async function pageMetadata(locale: AppLocale, view: { seo: PageSeo } | null): Promise<Metadata> {
  if (!view) notFound();
  const { tags, ...options } = view.seo;
  return contentMetadata(tags, { locale, ...options });
}
