import type { DocumentNode, TypeNode } from 'graphql';
import { defaultLocale, locales, type AppLocale } from '@/i18n/routing';
import { localeEnumValue, projectLocaleCodeSchema } from '@/lib/content/project-settings-schema';

/**
 * The site's locales (pt, en) as the DatoCMS project names them. A project
 * created with `pt-BR` has the `SiteLocale` value `pt_BR`, so no document
 * writes a locale: queries take `$locale` and `$fallbackLocales`, filled here
 * from one setting, `DATOCMS_LOCALES` (the project's codes in the site's
 * locale order, default `pt,en`).
 */
export interface CmsLocales {
  /** `pt` → `pt_BR`: the `SiteLocale` value of a site locale */
  toCms(locale: AppLocale): string;
  /** `pt_BR` → `pt`; null for a project locale the site does not serve */
  toApp(value: string): AppLocale | null;
  /** what a field falls back to when empty in `locale`: the default locale's value */
  fallbacks(locale: AppLocale): string[];
}

export const DEFAULT_PROJECT_LOCALES: readonly string[] = locales;

/** Reads `DATOCMS_LOCALES`: one project locale code per site locale, in the site's order; an error message when it is not. */
export function parseProjectLocales(value: string | undefined): { codes: readonly string[] } | { error: string } {
  if (value === undefined || value.trim() === '') return { codes: DEFAULT_PROJECT_LOCALES };
  const codes = value.split(',').map((c) => c.trim());
  if (codes.length !== locales.length)
    return {
      error: `must name ${locales.length} project locale codes, for ${locales.join(', ')} in that order (e.g. "pt-BR,en")`,
    };
  const bad = codes.find((c) => !projectLocaleCodeSchema.safeParse(c).success);
  if (bad !== undefined) return { error: `"${bad}" is not a DatoCMS locale code (e.g. "pt", "pt-BR")` };
  if (new Set(codes).size !== codes.length) return { error: 'names a project locale twice' };
  return { codes };
}

export function cmsLocalesFrom(codes: readonly string[]): CmsLocales {
  const toCms = new Map(locales.map((l, i) => [l, localeEnumValue(codes[i] ?? l)]));
  const toApp = new Map([...toCms].map(([app, cms]) => [cms, app]));
  return {
    toCms: (locale) => toCms.get(locale)!,
    toApp: (value) => toApp.get(value) ?? null,
    fallbacks: (locale) => (locale === defaultLocale ? [] : [toCms.get(defaultLocale)!]),
  };
}

/** `[{ locale: 'pt_BR', value: 'a' }]` (an `_all<Field>Locales` answer) → `{ pt: 'a' }` */
export function valuesByAppLocale<T>(
  entries: readonly { locale?: string | null; value?: T | null }[] | null | undefined,
  cms: CmsLocales,
): Partial<Record<AppLocale, T>> {
  const out: Partial<Record<AppLocale, T>> = {};
  for (const entry of entries ?? []) {
    const app = entry.locale ? cms.toApp(entry.locale) : null;
    if (app && entry.value !== null && entry.value !== undefined) out[app] = entry.value;
  }
  return out;
}

const namedType = (type: TypeNode): string => (type.kind === 'NamedType' ? type.name.value : namedType(type.type));
const isList = (type: TypeNode): boolean =>
  type.kind === 'ListType' || (type.kind === 'NonNullType' && isList(type.type));

/**
 * The variables a document is sent with: each `SiteLocale` variable holding
 * a site locale gets the project's value, and a `[SiteLocale!]` variable the
 * caller left out gets the fallbacks of `$locale`. Driven by the document's
 * own variable definitions, so a query declares what it uses and nothing else is sent.
 */
export function withCmsLocaleVariables(
  document: DocumentNode,
  variables: Record<string, unknown>,
  cms: CmsLocales,
): Record<string, unknown> {
  const out = { ...variables };
  const appLocale =
    typeof variables.locale === 'string' && (locales as readonly string[]).includes(variables.locale)
      ? (variables.locale as AppLocale)
      : defaultLocale;
  for (const def of document.definitions) {
    if (def.kind !== 'OperationDefinition') continue;
    for (const v of def.variableDefinitions ?? []) {
      if (namedType(v.type) !== 'SiteLocale') continue;
      const name = v.variable.name.value;
      const given = out[name];
      if (isList(v.type)) {
        out[name] = Array.isArray(given)
          ? given.map((l) =>
              typeof l === 'string' && (locales as readonly string[]).includes(l) ? cms.toCms(l as AppLocale) : l,
            )
          : given === undefined
            ? cms.fallbacks(appLocale)
            : given;
      } else if (typeof given === 'string' && (locales as readonly string[]).includes(given)) {
        out[name] = cms.toCms(given as AppLocale);
      }
    }
  }
  return out;
}
