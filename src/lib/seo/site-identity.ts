import type { SiteIdentityQuery } from '@generated/graphql';

/**
 * How titles end and what `og:site_name` says. DatoCMS builds both from the
 * project's Global SEO; on a project where nobody set it, its titles come
 * bare and it sends no `og:site_name`, so the site falls back to the mall's
 * name (`site_settings.mall_name`) and adds the suffix itself.
 */
export interface SiteIdentity {
  siteName: string | null;
  /** appended to every title that does not come whole from the CMS */
  titleSuffix: string | null;
  /** whether DatoCMS already ended the titles of `_seoMetaTags` with the suffix (or left it out as too long) */
  cmsTitlesComplete: boolean;
}

export function siteIdentityOf(data: SiteIdentityQuery | null): SiteIdentity {
  const globalSeo = data?._site.globalSeo;
  const siteName = globalSeo?.siteName || data?.siteSettings?.mallName || null;
  const cmsSuffix = globalSeo?.titleSuffix || null;
  return {
    siteName,
    titleSuffix: cmsSuffix ?? (siteName ? ` | ${siteName}` : null),
    cmsTitlesComplete: cmsSuffix !== null,
  };
}
