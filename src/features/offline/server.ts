import 'server-only';
import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { faviconAt, loadSiteIcons } from '@/lib/seo/site-icons';
import { webManifest } from './web-manifest';

/** What the app uses of offline on the server only: kept apart from index.ts so no client bundle reaches it. */

/** One locale's web app manifest, with the mall's name and favicon from the CMS. */
export async function loadWebManifest(locale: AppLocale): Promise<MetadataRoute.Manifest> {
  const [{ _site, siteSettings }, t] = await Promise.all([
    loadSiteIcons(),
    getTranslations({ locale, namespace: 'offline' }),
  ]);
  const mallName = siteSettings?.mallName ?? 'Shopping';
  const favicon = _site.favicon?.url;
  return webManifest({
    locale,
    mallName,
    description: t('manifest.description', { mallName }),
    faviconAt: favicon ? (size) => faviconAt(favicon, size) : null,
  });
}
