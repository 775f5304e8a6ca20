import 'server-only';
import { cache } from 'react';
import { SiteIdentityDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { siteIdentityOf, type SiteIdentity } from './site-identity';

/** The site identity of a locale, once per request; a content outage leaves titles without suffix rather than failing the page. */
export const loadSiteIdentity = cache(async (locale: AppLocale): Promise<SiteIdentity> => {
  try {
    return siteIdentityOf(await queryCms(SiteIdentityDocument, { locale }));
  } catch (error) {
    console.error('Site identity unavailable, titles go without the site name:', error);
    return siteIdentityOf(null);
  }
});
