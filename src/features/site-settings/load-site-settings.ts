import 'server-only';
import { cache } from 'react';
import { LayoutDocument } from '@generated/graphql';
import { queryCms } from '@/lib/cms/query';
import type { AppLocale } from '@/i18n/routing';
import { toSiteSettings, type SiteSettings } from './site-settings';

/**
 * `site_settings` for the header and footer, once per request. When the
 * content service fails, the page still renders with the mall's name and no
 * CMS-driven details (and the failure is logged), so a CMS outage never takes
 * down every page through its layout; the page's own query decides its status.
 */
export const loadSiteSettings = cache(async (locale: AppLocale): Promise<SiteSettings> => {
  try {
    const data = await queryCms(LayoutDocument, { locale });
    return toSiteSettings(data.siteSettings);
  } catch (error) {
    console.error('Layout data unavailable, rendering the layout without it:', error);
    return toSiteSettings(null);
  }
});
