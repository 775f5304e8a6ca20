import 'server-only';
import type { Metadata } from 'next';
import { toNextMetadata } from 'react-datocms/seo';
import { SiteIconsDocument } from '@generated/graphql';
import { queryPublishedCms } from '@/lib/cms/query';

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

/** The favicon tags of every page: the CMS's (`_site.faviconMetaTags`) when it has one. */
export async function siteIconMetadata(): Promise<Pick<Metadata, 'icons'>> {
  const { _site } = await loadSiteIcons();
  if (!_site.favicon) return {};
  const tags = _site.faviconMetaTags.filter((t) => t.attributes !== null);
  return { icons: toNextMetadata(tags as unknown as Parameters<typeof toNextMetadata>[0]).icons };
}
