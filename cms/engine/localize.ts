import { isObject, type Json } from './content-types.ts';
import type { ProjectLocales } from './project-settings.ts';
import { isMissing } from './validate-record.ts';

/**
 * The locale a value is read in, and the locales tried after it when it is
 * missing: project locale codes (`pt-BR`), as content files key values.
 */
export interface LocaleCtx {
  readonly locale: string;
  readonly fallbacks: readonly string[];
}

/** What a query reads when it names no locale: the project's default (first) locale, no fallbacks. */
export const defaultLocaleCtx = (locales: ProjectLocales): LocaleCtx => ({
  locale: locales.defaultCode,
  fallbacks: [],
});

/**
 * The locale context a field's `locale` / `fallbackLocales` arguments select
 * (GraphQL `SiteLocale` values, `pt_BR`); the parent's when absent.
 */
export function localeFromArgs(args: Record<string, unknown>, parent: LocaleCtx, locales: ProjectLocales): LocaleCtx {
  const named = args.locale as string | null | undefined;
  const fallbackArg = args.fallbackLocales as string[] | null | undefined;
  const locale = named ? locales.codeOf(named) : parent.locale;
  const fallbacks = fallbackArg ? fallbackArg.map((l) => locales.codeOf(l)) : named ? [] : parent.fallbacks;
  return locale === parent.locale && fallbacks === parent.fallbacks ? parent : { locale, fallbacks };
}

/**
 * The same locale without its fallbacks. DatoCMS documents fallbacks for
 * field values only: a filter compares the value in the query's locale.
 */
export const withoutFallbacks = (loc: LocaleCtx): LocaleCtx =>
  loc.fallbacks.length === 0 ? loc : { locale: loc.locale, fallbacks: [] };

/** A localized value `{ pt, en }` read in a locale, falling back when null, "" or []. */
export function pickLocale(value: Json | undefined, ctx: LocaleCtx): Json | null {
  if (!isObject(value)) return null;
  const first = value[ctx.locale];
  if (!isMissing(first)) return first ?? null;
  for (const l of ctx.fallbacks) {
    const v = value[l];
    if (!isMissing(v)) return v ?? null;
  }
  return null;
}

/** a string that may be plain or localized (file alt/title inside blocks are plain) */
export function pickText(value: Json | undefined, ctx: LocaleCtx): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  const v = pickLocale(value, ctx);
  return typeof v === 'string' ? v : null;
}
