/**
 * schema.org `ShoppingCenter` JSON-LD for the mall, built from `site_settings`.
 *
 * Pure: no framework, no clock unless none is passed. The weekly hours and the
 * holidays are JSON fields the CMS stores opaquely, so they are read
 * defensively: a weekday or a range that cannot be read is left out rather
 * than published wrong (search engines show these hours to visitors).
 *
 * Conventions (Google's local business guidelines):
 * - a range past midnight keeps its real `closes` ("18:00"–"02:00");
 * - "24:00" is not a valid schema.org Time, so it becomes "23:59";
 * - a day the mall is closed is a special opening with opens = closes = "00:00".
 */

export const MALL_TIME_ZONE = 'America/Sao_Paulo';

/** how far ahead holidays are published as special opening hours */
export const SPECIAL_HOURS_HORIZON_DAYS = 183;

export interface ShoppingCenterSettings {
  mallName: string;
  streetAddress: string;
  district?: string | null;
  city: string;
  state: string;
  postalCode: string;
  location: { latitude: number; longitude: number };
  phone: string;
  /** WeeklySchedule (cms/model/json-shapes.ts), untrusted */
  mallHours: unknown;
  /** HolidayException[] (cms/model/json-shapes.ts), untrusted */
  holidays: unknown;
}

export interface OpeningHoursSpecificationLd {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
  name?: string;
}

export interface ShoppingCenterJsonLd {
  '@context': 'https://schema.org';
  '@type': 'ShoppingCenter';
  '@id': string;
  name: string;
  url: string;
  telephone: string;
  address: {
    '@type': 'PostalAddress';
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: 'BR';
  };
  geo: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  openingHoursSpecification: OpeningHoursSpecificationLd[];
  specialOpeningHoursSpecification?: OpeningHoursSpecificationLd[];
}

export interface ShoppingCenterJsonLdOptions {
  /**
   * with an instant, holidays before it and past the horizon are left out; without
   * one (a cached page cannot know the time), every holiday the CMS lists is given
   */
  now?: Date;
  /** the language of holiday names */
  locale?: 'pt' | 'en';
}

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
const SCHEMA_DAY: Record<WeekdayKey, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Range {
  open: string;
  close: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A readable range, or null. "24:00" as an opening time is meaningless and rejected. */
function readRange(value: unknown): Range | null {
  if (!isRecord(value)) return null;
  const { open, close } = value;
  if (typeof open !== 'string' || typeof close !== 'string') return null;
  if (!TIME.test(open) || !TIME.test(close) || open === '24:00') return null;
  return { open, close: close === '24:00' ? '23:59' : close };
}

function readRanges(value: unknown): Range[] | null {
  if (!Array.isArray(value)) return null;
  const ranges = value.map(readRange);
  return ranges.every((r): r is Range => r !== null) ? ranges : null;
}

/**
 * The weekly hours as specifications, one per distinct range, each listing
 * the weekdays that share it (Monday first), so a regular week is 2–3 entries.
 */
export function weeklyOpeningHours(mallHours: unknown): OpeningHoursSpecificationLd[] {
  if (!isRecord(mallHours)) return [];
  const byRange = new Map<string, { range: Range; days: string[] }>();
  for (const day of WEEKDAY_KEYS) {
    const ranges = readRanges(mallHours[day]);
    if (!ranges) continue;
    for (const range of ranges) {
      const key = `${range.open}-${range.close}`;
      const entry = byRange.get(key) ?? { range, days: [] };
      entry.days.push(SCHEMA_DAY[day]);
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()].map(({ range, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: range.open,
    closes: range.close,
  }));
}

/** "YYYY-MM-DD" of an instant in the mall's time zone. */
export function mallDate(instant: Date): string {
  // en-CA formats dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone: MALL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function holidayName(value: unknown, locale: 'pt' | 'en'): string | undefined {
  if (!isRecord(value)) return undefined;
  const name = value[locale] ?? value.pt;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * The mall's holidays from today through the horizon, in date order. The
 * mall's own hours (`mall`) are what a visitor finds at the door, so sector
 * exceptions are not published here.
 */
export function specialOpeningHours(holidays: unknown, now: Date | undefined, locale: 'pt' | 'en' = 'pt'): OpeningHoursSpecificationLd[] {
  if (!Array.isArray(holidays)) return [];
  const today = now ? mallDate(now) : '0000-01-01';
  const last = now ? addDays(today, SPECIAL_HOURS_HORIZON_DAYS) : '9999-12-31';
  const specs: { date: string; spec: OpeningHoursSpecificationLd }[] = [];
  for (const holiday of holidays) {
    if (!isRecord(holiday)) continue;
    const { date, mall } = holiday;
    if (typeof date !== 'string' || !DATE.test(date) || date < today || date > last) continue;
    const name = holidayName(holiday.name, locale);
    const base = { '@type': 'OpeningHoursSpecification' as const, validFrom: date, validThrough: date, ...(name ? { name } : {}) };
    if (mall === 'closed') {
      specs.push({ date, spec: { ...base, opens: '00:00', closes: '00:00' } });
      continue;
    }
    const ranges = readRanges(mall);
    if (!ranges || ranges.length === 0) continue;
    for (const range of ranges) specs.push({ date, spec: { ...base, opens: range.open, closes: range.close } });
  }
  return specs.sort((a, b) => a.date.localeCompare(b.date)).map((s) => s.spec);
}

/** The stable `@id` of the mall's node, for other pages' `containedInPlace`. */
export function shoppingCenterId(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/#shopping-center`;
}

export function buildShoppingCenterJsonLd(
  settings: ShoppingCenterSettings,
  siteUrl: string,
  options: ShoppingCenterJsonLdOptions = {},
): ShoppingCenterJsonLd {
  const url = `${siteUrl.replace(/\/+$/, '')}/`;
  const special = specialOpeningHours(settings.holidays, options.now, options.locale ?? 'pt');
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoppingCenter',
    '@id': shoppingCenterId(siteUrl),
    name: settings.mallName,
    url,
    telephone: settings.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.district ? `${settings.streetAddress}, ${settings.district}` : settings.streetAddress,
      addressLocality: settings.city,
      addressRegion: settings.state,
      postalCode: settings.postalCode,
      addressCountry: 'BR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.location.latitude, longitude: settings.location.longitude },
    openingHoursSpecification: weeklyOpeningHours(settings.mallHours),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
  };
}
