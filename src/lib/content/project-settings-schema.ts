import { z } from './zod.ts';

/**
 * The project's settings, kept by the embedded content service in
 * `cms/content/_site.json` in the shape of the attributes of DatoCMS's CMA
 * `site` resource (locales, timezone, no_index, favicon, global_seo keyed by
 * locale). DatoCMS keeps them in the project, not in any record: `_site`
 * and every record's `_seoMetaTags` read them. `favicon` and
 * `fallback_seo.image` are upload paths, as content files reference uploads.
 */

/** A DatoCMS locale code (`pt`, `en`, `pt-BR`); its GraphQL enum value has `_` for `-`. */
export const projectLocaleCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: 'must be a locale code such as "pt", "en" or "pt-BR"' });

const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

export const fallbackSeoSchema = z.strictObject({
  title: nullableText,
  description: nullableText,
  image: nullableText,
  twitter_card: z
    .enum(['summary', 'summary_large_image'])
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

export const globalSeoSchema = z.strictObject({
  site_name: nullableText,
  title_suffix: nullableText,
  facebook_page_url: nullableText,
  twitter_account: nullableText,
  fallback_seo: fallbackSeoSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

export const projectSettingsSchema = z
  .strictObject({
    locales: z.array(projectLocaleCodeSchema).min(1, { error: 'a project has at least one locale' }),
    timezone: z.string().min(1),
    no_index: z.boolean().default(false),
    favicon: nullableText,
    /** absent or null on a project where nobody set Global SEO */
    global_seo: z
      .record(z.string(), globalSeoSchema)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((settings, ctx) => {
    if (new Set(settings.locales).size !== settings.locales.length)
      ctx.addIssue({ code: 'custom', path: ['locales'], message: 'a locale is listed twice' });
    const enumValues = settings.locales.map(localeEnumValue);
    if (new Set(enumValues).size !== enumValues.length)
      ctx.addIssue({ code: 'custom', path: ['locales'], message: 'two locales have the same GraphQL name' });
    for (const key of Object.keys(settings.global_seo ?? {})) {
      if (!settings.locales.includes(key))
        ctx.addIssue({
          code: 'custom',
          path: ['global_seo', key],
          message: `"${key}" is not one of the project's locales (${settings.locales.join(', ')})`,
        });
    }
  });
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

/** `pt-BR` → `pt_BR`: the `SiteLocale` enum value DatoCMS derives from a locale code. */
export function localeEnumValue(code: string): string {
  return code.replace(/-/g, '_');
}
