/** "Default date locale: pt-br." */
export const DEFAULT_DATE_LOCALE = 'pt-BR';

/** The app locales map to these BCP 47 tags for Intl; anything else falls back to pt-BR. */
const INTL_LOCALE: Record<string, string> = { pt: 'pt-BR', 'pt-br': 'pt-BR', en: 'en' };
const MALL_TIME_ZONE = 'America/Sao_Paulo';

export function intlLocale(locale: string | undefined): string {
  if (!locale) return DEFAULT_DATE_LOCALE;
  return INTL_LOCALE[locale.toLowerCase()] ?? DEFAULT_DATE_LOCALE;
}

/**
 * Formats a CMS date (`YYYY-MM-DD`) or date-time through Intl, pt-BR by default.
 * Plain dates are calendar days, so they are formatted in UTC and never shift a day.
 */
export function formatDate(
  value: string | Date,
  locale?: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  const isPlainDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = typeof value === 'string' ? new Date(isPlainDate ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: isPlainDate ? 'UTC' : MALL_TIME_ZONE,
    ...options,
  }).format(date);
}
