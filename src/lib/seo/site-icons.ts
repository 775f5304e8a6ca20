import 'server-only';
import type { Metadata } from 'next';
import { SiteIconsDocument } from '@generated/graphql';
import { queryPublishedCms } from '@/lib/cms/query';
import { pickIconLinks, type FaviconTag } from './pick-icon-links';

/** The built-in icon (src/app/icon.svg) when the CMS has no favicon. */
export const BUILT_IN_ICON = '/icon.svg';

/** An upload URL at a square size (DatoCMS's imgix parameters). */
export function faviconAt(url: string, size: number, format: 'png' | 'ico' = 'png'): string {
  const at = new URL(url);
  at.searchParams.set('w', String(size));
  at.searchParams.set('h', String(size));
  at.searchParams.set('fit', 'crop');
  at.searchParams.set('fm', format === 'ico' ? 'png' : format);
  return at.toString();
}

export async function loadSiteIcons() {
  return queryPublishedCms(SiteIconsDocument, {});
}

/**
 * The favicon links of every page: two of the CMS's favicon tags when it has one (see pickIconLinks
 * why no more), else nothing, and Next links the built-in src/app/icon.svg itself.
 */
export async function siteIconMetadata(): Promise<Pick<Metadata, 'icons'>> {
  const { _site } = await loadSiteIcons();
  if (!_site.favicon) return {};
  const { icon, apple } = pickIconLinks(_site.faviconMetaTags as readonly FaviconTag[]);
  if (!icon && !apple) return {};
  return { icons: { icon: icon ? [icon] : [], apple: apple ? [apple] : [] } };
}
