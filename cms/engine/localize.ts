import { LOCALES, type Locale } from '../model/types.ts';
import { isObject, type Json } from './content-types.ts';
import { isMissing } from './validate-record.ts';

/** The locale a value is read in, and the locales tried after it when it is missing. */
export interface LocaleCtx {
  readonly locale: Locale;
  readonly fallbacks: readonly Locale[];
}

export const DEFAULT_LOCALE: Locale = LOCALES[0];
export const DEFAULT_LOCALE_CTX: LocaleCtx = { locale: DEFAULT_LOCALE, fallbacks: [] };

/** The locale context a field's `locale` / `fallbackLocales` arguments select; the parent's when absent. */
export function localeFromArgs(args: Record<string, unknown>, parent: LocaleCtx): LocaleCtx {
  const locale = (args.locale as Locale | null | undefined) ?? parent.locale;
  const fallbacks = (args.fallbackLocales as Locale[] | null | undefined) ?? (args.locale ? [] : parent.fallbacks);
  return locale === parent.locale && fallbacks === parent.fallbacks ? parent : { locale, fallbacks };
}

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
