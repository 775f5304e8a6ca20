import type { MetadataRoute } from 'next';
import { BUILT_IN_ICON, faviconAt, loadSiteIcons } from '@/lib/seo/site-icons';

/** The web app manifest: the mall's name and its icons from the CMS's favicon (or the built-in mark). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { _site, siteSettings } = await loadSiteIcons();
  const name = siteSettings?.mallName ?? 'Shopping';
  const favicon = _site.favicon?.url;
  return {
    name,
    short_name: name.replace(/^Shopping\s+/i, ''),
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbf7f1',
    theme_color: '#3a2160',
    icons: favicon
      ? [192, 512].map((size) => ({
          src: faviconAt(favicon, size),
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any' as const,
        }))
      : [{ src: BUILT_IN_ICON, sizes: 'any', type: 'image/svg+xml' }],
  };
}
