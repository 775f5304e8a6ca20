import type { BusLine, ParkingFacilities } from '@/lib/content';
import type { AppLocale } from '@/i18n/routing';
import { localizedText } from '@/lib/cinema/prices';

/**
 * The directions page's JSON fields, read defensively: the CMS stores JSON
 * opaquely, so an entry that does not have the documented shape is dropped
 * (and the rest shown) instead of breaking the page. The parking tariff has
 * the cinema tickets' shape and is read by `parseTicketPrices`.
 */

export interface BusLineRow {
  line: string;
  route: string;
  stop: string;
}

export const FACILITY_KEYS = ['spots', 'covered_spots', 'accessible_spots', 'senior_spots', 'ev_chargers', 'bike_racks'] as const satisfies readonly (keyof ParkingFacilities)[];
export type FacilityKey = (typeof FACILITY_KEYS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The facilities the CMS counts, in a fixed order; zero or missing ones are left out. */
export function parkingFacilities(value: unknown): { key: FacilityKey; count: number }[] {
  if (!isRecord(value)) return [];
  return FACILITY_KEYS.flatMap((key) => {
    const count = value[key];
    return typeof count === 'number' && Number.isInteger(count) && count > 0 ? [{ key, count }] : [];
  });
}

export function busLines(value: unknown, locale: AppLocale): BusLineRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Partial<BusLine>): BusLineRow[] => {
    const stop = localizedText(entry?.stop, locale);
    if (typeof entry?.line !== 'string' || typeof entry.route !== 'string' || !stop) return [];
    return [{ line: entry.line, route: entry.route, stop }];
  });
}
