import { z } from 'zod';
import { appLocaleOf, type CmaRecord } from './record-page-path';
import type { AppLocale } from '@/i18n/routing';

/**
 * DatoCMS's Web Previews plugin (datocms-plugin-web-previews): it POSTs the
 * record an editor has open, its model and the locale shown, and lists the
 * links it gets back beside the record and in its preview pane.
 */
export interface PreviewLink {
  label: string;
  url: string;
}

/** The part of the plugin's POST we use: `item` and `itemType` are CMA JSON:API objects. */
const pluginRequestSchema = z.object({
  item: z.object({
    id: z.string().min(1),
    attributes: z.record(z.string(), z.unknown()),
    meta: z.object({ status: z.string().nullish() }).partial().nullish(),
  }),
  itemType: z.object({ attributes: z.object({ api_key: z.string().min(1) }) }),
  locale: z.string().nullish(),
  environmentId: z.string().nullish(),
});

export interface PreviewLinksRequest {
  record: CmaRecord;
  /** `draft` (never published), `updated` (published, with newer changes) or `published` */
  status: string | null;
  modelApiKey: string;
  /** the record's locale in the editor; the default locale when the plugin names one the site lacks */
  locale: AppLocale | null;
}

export type ParsedPreviewLinksRequest = { ok: true; request: PreviewLinksRequest } | { ok: false; message: string };

export function parsePreviewLinksRequest(body: unknown): ParsedPreviewLinksRequest {
  const parsed = pluginRequestSchema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      message: `expected the Web Previews plugin's payload: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'} ${i.message}`).join('; ')}`,
    };
  }
  const { item, itemType, locale } = parsed.data;
  return {
    ok: true,
    request: {
      record: { id: item.id, attributes: item.attributes },
      status: item.meta?.status ?? null,
      modelApiKey: itemType.attributes.api_key,
      locale: appLocaleOf(locale),
    },
  };
}

export interface PreviewLinkTargets {
  /** the site's public origin */
  siteUrl: string;
  previewSecret: string;
}

/**
 * For a record whose page is at `path`: the draft, through `/api/draft/enable`
 * (draft mode, then the page), and unless it was never published the
 * published page, through `/api/draft/disable`, so the preview pane, which
 * keeps the draft cookie of an earlier click, shows what visitors see.
 */
export function previewLinksFor(
  path: string | null,
  status: string | null,
  { siteUrl, previewSecret }: PreviewLinkTargets,
): PreviewLink[] {
  if (!path) return [];
  const links: PreviewLink[] = [
    {
      label: 'Draft version',
      url: `${siteUrl}/api/draft/enable?secret=${encodeURIComponent(previewSecret)}&path=${encodeURIComponent(path)}`,
    },
  ];
  if (status !== 'draft')
    links.push({ label: 'Published version', url: `${siteUrl}/api/draft/disable?path=${encodeURIComponent(path)}` });
  return links;
}
