import { internationalPhone } from '@/lib/structured-data/international-phone';
/**
 * schema.org `ShoppingCenter` JSON-LD for the mall, built from `site_settings`.
 *
 * Pure: no framework, no clock unless none is passed. The weekly hours and the
 * holidays are JSON fields the CMS stores opaquely, so they are parsed whole
 * through their schemas (ADR 0037): hours that cannot be read are left out
 * rather than published wrong (search engines show these hours to visitors),
 * and unreadable holidays leave all hours out, as the header does.
 *
 * Conventions (Google's local business guidelines):
 * - a range past midnight keeps its real `closes` ("18:00"–"02:00");
 * - "24:00" is not a valid schema.org Time, so it becomes "23:59";
 * - a day the mall is closed is a special opening with opens = closes = "00:00".
 */

import type { TimeRange } from '@/lib/content';
import { isAnnounced, readHolidays, readWeeklySchedule, specialHoursWindow } from '@/features/opening-hours';
import {
  schemaCloseTime,
  weeklySpecifications,
  type OpeningHoursSpecificationLd,
} from '@/lib/structured-data/opening-hours-specification';

export interface ShoppingCenterSettings {
  mallName: string;
  streetAddress: string;
  district?: string | null;
  city: string;
  state: string;
  postalCode: string;
  location: { latitude: number; longitude: number };
  phone: string;
  /** WeeklySchedule (src/lib/content), untrusted */
  mallHours: unknown;
  /** HolidayException[] (src/lib/content), untrusted */
  holidays: unknown;
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
   * with an instant (the page's hourly clock), holidays before it and past the horizon are left out;
   * without one, every holiday the CMS lists is given
   */
  now?: Date;
  /** the language of holiday names */
  locale?: 'pt' | 'en';
}

const published = (range: TimeRange): TimeRange => ({ open: range.open, close: schemaCloseTime(range.close) });

/**
 * The weekly hours as specifications, one per distinct range, each listing
 * the weekdays that share it (Monday first), so a regular week is 2–3 entries.
 */
export function weeklyOpeningHours(mallHours: unknown): OpeningHoursSpecificationLd[] {
  const week = readWeeklySchedule(mallHours);
  return week ? weeklySpecifications(week) : [];
}

/**
 * The mall's holidays from today through the horizon, in date order. The
 * mall's own hours (`mall`) are what a visitor finds at the door, so sector
 * exceptions are not published here.
 */
export function specialOpeningHours(
  holidays: unknown,
  now: Date | undefined,
  locale: 'pt' | 'en' = 'pt',
): OpeningHoursSpecificationLd[] {
  const list = readHolidays(holidays) ?? [];
  const span = now && specialHoursWindow(now);
  const specs: { date: string; spec: OpeningHoursSpecificationLd }[] = [];
  for (const { date, mall, name: names } of list) {
    if (!isAnnounced(date, span)) continue;
    const name = (locale === 'en' ? names.en?.trim() : undefined) || names.pt;
    const base = { '@type': 'OpeningHoursSpecification' as const, validFrom: date, validThrough: date, name };
    if (mall === 'closed') {
      specs.push({ date, spec: { ...base, opens: '00:00', closes: '00:00' } });
      continue;
    }
    for (const range of mall.map(published))
      specs.push({ date, spec: { ...base, opens: range.open, closes: range.close } });
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
  const holidaysReadable = readHolidays(settings.holidays) !== null;
  const special = specialOpeningHours(settings.holidays, options.now, options.locale ?? 'pt');
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoppingCenter',
    '@id': shoppingCenterId(siteUrl),
    name: settings.mallName,
    url,
    telephone: internationalPhone(settings.phone) ?? settings.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.district ? `${settings.streetAddress}, ${settings.district}` : settings.streetAddress,
      addressLocality: settings.city,
      addressRegion: settings.state,
      postalCode: settings.postalCode,
      addressCountry: 'BR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.location.latitude, longitude: settings.location.longitude },
    openingHoursSpecification: holidaysReadable ? weeklyOpeningHours(settings.mallHours) : [],
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
  };
}
