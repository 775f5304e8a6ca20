/**
 * The environment's settings the site depends on: locales (pt first, the
 * default), Global SEO (a set a locale, as DatoCMS keeps it when a project has
 * several) and the favicon, from cms/content/_site.json, whose uploads are
 * named by path under cms/uploads and become upload ids here.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiTypes, Client } from '@datocms/cma-client-node';
import { findUploadByChecksum, uploadOnce } from './uploads.ts';

interface FallbackSeo {
  title: string;
  description: string;
  image: string | null;
  twitter_card?: 'summary' | 'summary_large_image' | null;
}
interface GlobalSeo {
  site_name: string;
  title_suffix: string | null;
  facebook_page_url: string | null;
  twitter_account: string | null;
  fallback_seo: FallbackSeo;
}
export interface SiteFile {
  locales: string[];
  timezone: string;
  no_index: boolean;
  /** path under cms/uploads */
  favicon: string | null;
  global_seo: Record<string, GlobalSeo>;
}

export async function readSiteFile(contentDir: string): Promise<SiteFile> {
  return JSON.parse(await readFile(join(contentDir, '_site.json'), 'utf8')) as SiteFile;
}

const uploadPaths = (s: SiteFile): string[] =>
  [s.favicon, ...Object.values(s.global_seo).map((g) => g.fallback_seo.image)].filter(
    (p): p is string => typeof p === 'string',
  );

/** The settings with upload paths replaced by ids (`null` for an upload not in the environment yet). */
function withUploadIds(
  s: SiteFile,
  ids: Map<string, string | null>,
): Pick<ApiTypes.SiteUpdateSchema, 'favicon' | 'global_seo' | 'no_index' | 'timezone'> {
  const globalSeo = Object.fromEntries(
    s.locales.map((l) => {
      const g = s.global_seo[l];
      if (!g) throw new Error(`cms/content/_site.json: global_seo has no "${l}"`);
      return [
        l,
        {
          ...g,
          fallback_seo: {
            ...g.fallback_seo,
            image: g.fallback_seo.image ? (ids.get(g.fallback_seo.image) ?? null) : null,
          },
        },
      ];
    }),
  );
  return {
    favicon: s.favicon ? (ids.get(s.favicon) ?? null) : null,
    global_seo: globalSeo,
    no_index: s.no_index,
    timezone: s.timezone,
  };
}

const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

export interface SiteSettingsPlan {
  changes: string[];
  differences: string[];
}

/** What would change, read-only. Locales of a project that already has models are never changed. */
export async function planSiteSettings(
  client: Client,
  s: SiteFile,
  uploadsDir: string,
  hasModels: boolean,
): Promise<SiteSettingsPlan> {
  const site = await client.site.find();
  const plan: SiteSettingsPlan = { changes: [], differences: [] };
  if (stable(site.locales) !== stable(s.locales)) {
    if (hasModels)
      plan.differences.push(
        `locales are ${JSON.stringify(site.locales)} in the project, ${JSON.stringify(s.locales)} in cms/content/_site.json`,
      );
    else plan.changes.push(`locales ${JSON.stringify(s.locales)}`);
  }
  const ids = new Map<string, string | null>();
  for (const p of uploadPaths(s)) ids.set(p, (await findUploadByChecksum(client, join(uploadsDir, p)))?.id ?? null);
  if ([...ids.values()].some((id) => id === null)) plan.changes.push('favicon and Global SEO images (upload)');
  const want = withUploadIds(s, ids);
  const have = { favicon: site.favicon, global_seo: site.global_seo, no_index: site.no_index, timezone: site.timezone };
  if (stable(want) !== stable(have)) plan.changes.push('Global SEO, favicon, time zone');
  return plan;
}

/** Locales must come first: localized fields and values are checked against them. */
export async function applyLocales(client: Client, s: SiteFile): Promise<void> {
  const site = await client.site.find();
  const [first, ...rest] = s.locales;
  if (!first) throw new Error('cms/content/_site.json: locales is empty');
  if (stable(site.locales) !== stable(s.locales)) await client.site.update({ locales: [first, ...rest] });
}

export async function applySiteSettings(client: Client, s: SiteFile, uploadsDir: string): Promise<void> {
  const ids = new Map<string, string | null>();
  for (const p of uploadPaths(s)) ids.set(p, (await uploadOnce(client, uploadsDir, p, null)).id);
  const want = withUploadIds(s, ids);
  const site = await client.site.find();
  if (
    stable(want) !==
    stable({ favicon: site.favicon, global_seo: site.global_seo, no_index: site.no_index, timezone: site.timezone })
  ) {
    await client.site.update(want);
  }
}

/**
 * The project's settings as cms/content/_site.json holds them, upload ids back to paths, so an exported
 * content folder runs on the embedded service as it is. A single-locale project keeps one Global SEO set,
 * not one a locale: it then stands for every locale.
 */
export function siteFileFromProject(
  site: Pick<ApiTypes.Site, 'locales' | 'timezone' | 'no_index' | 'favicon' | 'global_seo'>,
  uploadPath: (id: string) => string,
): SiteFile {
  const seo = (site.global_seo ?? {}) as Record<string, unknown>;
  const perLocale =
    'site_name' in seo || 'fallback_seo' in seo ? Object.fromEntries(site.locales.map((l) => [l, seo])) : seo;
  const global_seo = Object.fromEntries(
    Object.entries(perLocale).map(([locale, value]) => {
      const g = value as GlobalSeo;
      return [
        locale,
        {
          ...g,
          fallback_seo: { ...g.fallback_seo, image: g.fallback_seo?.image ? uploadPath(g.fallback_seo.image) : null },
        },
      ];
    }),
  );
  return {
    locales: [...site.locales],
    timezone: site.timezone,
    no_index: site.no_index,
    favicon: site.favicon ? uploadPath(site.favicon) : null,
    global_seo,
  };
}
