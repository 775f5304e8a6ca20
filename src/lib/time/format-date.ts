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
 * The site's date formats, by name, so every screen writes a date the same way in a locale (ADR 0065).
 * Numeric day/month is Portuguese only: "24/11" is how Brazil writes it, while in English "11/24" and "24/11"
 * are both read, so English spells the month ("Nov 24").
 */
export type DateFormatName =
  /** 1 de março de 2026 · March 1, 2026 */
  | 'long'
  /** 1 de mar. de 2026 · Mar 1, 2026 */
  | 'medium'
  /** 24/11 · Nov 24 */
  | 'dayMonth'
  /** 24 de novembro · November 24 */
  | 'dayMonthLong'
  /** terça-feira, 24 de novembro · Tuesday, November 24 */
  | 'weekdayDayMonth'
  /** ter. · Tue */
  | 'weekdayShort'
  /** terça-feira · Tuesday */
  | 'weekdayLong';

const FORMATS: Record<DateFormatName, { pt: Intl.DateTimeFormatOptions; en?: Intl.DateTimeFormatOptions }> = {
  long: { pt: { day: 'numeric', month: 'long', year: 'numeric' } },
  medium: { pt: { dateStyle: 'medium' } },
  dayMonth: { pt: { day: '2-digit', month: '2-digit' }, en: { day: 'numeric', month: 'short' } },
  dayMonthLong: { pt: { day: 'numeric', month: 'long' } },
  weekdayDayMonth: { pt: { weekday: 'long', day: 'numeric', month: 'long' } },
  weekdayShort: { pt: { weekday: 'short' } },
  weekdayLong: { pt: { weekday: 'long' } },
};

// creating Intl formatters is the expensive part: one per locale, format and zone
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, name: DateFormatName, timeZone: string): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${name}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const spec = FORMATS[name];
    const options = tag === 'en' ? (spec.en ?? spec.pt) : spec.pt;
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a CMS date (`YYYY-MM-DD`), a date-time or an instant in the locale's own way (pt-BR by default).
 * Plain dates are calendar days, so they are formatted in UTC and never shift a day; instants are read on the
 * mall's clock.
 */
export function formatDate(value: string | Date, locale?: string, name: DateFormatName = 'long'): string {
  const isPlainDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = typeof value === 'string' ? new Date(isPlainDate ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return formatterFor(locale ?? 'pt', name, isPlainDate ? 'UTC' : MALL_TIME_ZONE).format(date);
}
