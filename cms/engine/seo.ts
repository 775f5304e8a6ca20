import { uploadUrl } from './images.ts';
import type { LocaleCtx } from './localize.ts';
import type { QueryContext } from './query-context.ts';
import type { FileSource, RecordSource, SeoSource } from './sources.ts';

/**
 * `_seoMetaTags`, `_site.globalSeo` and `_site.faviconMetaTags` in DatoCMS's
 * exact shape (DATOCMS.md §6): a title tag with `content`, and meta / link
 * tags with `content: null` and their value in `attributes`, which is what
 * react-datocms' `toNextMetadata` requires.
 */

export interface Tag {
  tag: string;
  content: string | null;
  attributes: Record<string, string> | null;
}

export interface GlobalSeo {
  siteName: string | null;
  titleSuffix: string | null;
  twitterAccount: string | null;
  facebookPageUrl: string | null;
  fallbackSeo: SeoSource | null;
}

const MAX_TITLE_WITH_SUFFIX = 60;

/**
 * The project's Global SEO in a locale (its settings, `global_seo`), with the
 * query's fallback locales. A project where nobody set it has none: titles
 * then get no suffix and there is no `og:site_name`, as on DatoCMS.
 */
export function globalSeo(ctx: QueryContext, loc: LocaleCtx): GlobalSeo | null {
  ctx.touchSite();
  const perLocale = ctx.snapshot.site.settings.global_seo ?? {};
  const seo = [loc.locale, ...loc.fallbacks].map((l) => perLocale[l]).find((s) => s !== undefined);
  if (!seo) return null;
  const fallback = seo.fallback_seo;
  const image = fallback?.image ? ctx.snapshot.uploads.get(fallback.image) : undefined;
  return {
    siteName: seo.site_name,
    titleSuffix: seo.title_suffix,
    twitterAccount: seo.twitter_account,
    facebookPageUrl: seo.facebook_page_url,
    fallbackSeo: fallback
      ? {
          kind: 'seo',
          title: fallback.title,
          description: fallback.description,
          image: image ? { kind: 'file', value: {}, upload: image, loc } : null,
          twitterCard: fallback.twitter_card,
          noIndex: null,
        }
      : null,
  };
}

const meta = (key: 'name' | 'property', name: string, content: string): Tag => ({
  tag: 'meta',
  content: null,
  attributes: { [key]: name, content },
});

/** the record's own title: its `title` field, else `name`, else its first string field */
function recordTitle(ctx: QueryContext, r: RecordSource, loc: LocaleCtx): string | null {
  const fields = r.model.fields;
  const f =
    fields.find((x) => x.apiKey === 'title') ??
    fields.find((x) => x.apiKey === 'name') ??
    fields.find((x) => x.type === 'string');
  if (!f) return null;
  const v = ctx.rawValue(r.fields, f, loc);
  return typeof v === 'string' && v !== '' ? v : null;
}

/** the record's first image, used when its SEO field has none (as DatoCMS does) */
function recordImage(ctx: QueryContext, r: RecordSource, loc: LocaleCtx): FileSource | null {
  for (const f of r.model.fields) {
    if (f.type !== 'file') continue;
    const file = ctx.fileSource(ctx.rawValue(r.fields, f, loc), loc);
    if (file && file.upload.width !== null) return file;
  }
  return null;
}

export function seoMetaTags(ctx: QueryContext, r: RecordSource, loc: LocaleCtx): Tag[] {
  const global = globalSeo(ctx, loc);
  const noIndexSite = ctx.snapshot.site.settings.no_index;
  const seoField = r.model.fields.find((f) => f.type === 'seo');
  const seo = seoField ? ctx.seoSource(ctx.rawValue(r.fields, seoField, loc), loc) : null;
  const fallback = global?.fallbackSeo ?? null;

  const title = seo?.title ?? recordTitle(ctx, r, loc) ?? fallback?.title ?? null;
  const description = seo?.description ?? fallback?.description ?? null;
  const image = seo?.image ?? recordImage(ctx, r, loc) ?? fallback?.image ?? null;
  const twitterCard = seo?.twitterCard ?? fallback?.twitterCard ?? 'summary';
  const noIndex = noIndexSite || seo?.noIndex === true;

  const tags: Tag[] = [];
  if (title) {
    const suffix = global?.titleSuffix ?? '';
    const full = title + suffix;
    tags.push({
      tag: 'title',
      content: suffix && full.length <= MAX_TITLE_WITH_SUFFIX ? full : title,
      attributes: null,
    });
    tags.push(meta('property', 'og:title', title), meta('name', 'twitter:title', title));
  }
  if (description) {
    tags.push(
      meta('name', 'description', description),
      meta('property', 'og:description', description),
      meta('name', 'twitter:description', description),
    );
  }
  if (image) {
    const url = uploadUrl(ctx.assetBaseUrl, image.upload.path);
    tags.push(meta('property', 'og:image', url));
    if (image.upload.width !== null && image.upload.height !== null) {
      tags.push(
        meta('property', 'og:image:width', String(image.upload.width)),
        meta('property', 'og:image:height', String(image.upload.height)),
      );
    }
    tags.push(meta('name', 'twitter:image', url));
  }
  tags.push(meta('property', 'og:locale', ctx.locales.enumOf(loc.locale)));
  tags.push(meta('property', 'og:type', 'article'));
  if (global?.siteName) tags.push(meta('property', 'og:site_name', global.siteName));
  tags.push(meta('property', 'article:modified_time', new Date(r.meta.updatedAt).toISOString().replace('.000Z', 'Z')));
  tags.push(meta('name', 'twitter:card', twitterCard));
  if (global?.twitterAccount) tags.push(meta('name', 'twitter:site', global.twitterAccount));
  if (noIndex) tags.push(meta('name', 'robots', 'noindex'));
  return tags;
}

const ICON_SIZES = [16, 32, 96, 192];
const APPLE_SIZES = [57, 60, 72, 76, 114, 120, 144, 152, 180];
const MS_SIZES = [70, 150, 310];

export function faviconMetaTags(
  ctx: QueryContext,
  favicon: FileSource | null,
  variants: readonly (string | null)[],
): Tag[] {
  if (!favicon) return [];
  const url = (w: number, h = w) => uploadUrl(ctx.assetBaseUrl, favicon.upload.path, { w, h });
  const tags: Tag[] = [];
  if (variants.includes('appleTouchIcon')) {
    for (const s of APPLE_SIZES)
      tags.push({
        tag: 'link',
        content: null,
        attributes: { sizes: `${s}x${s}`, rel: 'apple-touch-icon', href: url(s) },
      });
  }
  if (variants.includes('icon')) {
    for (const s of ICON_SIZES)
      tags.push({
        tag: 'link',
        content: null,
        attributes: {
          sizes: `${s}x${s}`,
          type: `image/${favicon.upload.format === 'jpg' ? 'jpeg' : favicon.upload.format}`,
          rel: 'icon',
          href: url(s),
        },
      });
  }
  if (variants.includes('msApplication')) {
    for (const s of MS_SIZES) tags.push(meta('name', `msapplication-square${s}x${s}logo`, url(s)));
    tags.push(meta('name', 'msapplication-wide310x150logo', url(310, 150)));
  }
  return tags;
}
