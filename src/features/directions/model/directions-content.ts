import type { AppLocale } from '@/i18n/routing';
import { localizedText } from '@/lib/content';
import { busLinesSchema, parkingFacilitiesSchema, type ParkingFacilities } from '@/lib/content';

/**
 * The directions page's JSON fields, each read whole through its schema
 * (ADR 0037): the CMS stores JSON opaquely, so a field that does not have the
 * documented shape is left off the page instead of shown in part. The parking
 * tariff has the cinema tickets' shape and is read by `parseTicketPrices`.
 */

export interface BusLineRow {
  line: string;
  route: string;
  stop: string;
}

export const FACILITY_KEYS = [
  'spots',
  'covered_spots',
  'accessible_spots',
  'senior_spots',
  'ev_chargers',
  'bike_racks',
] as const satisfies readonly (keyof ParkingFacilities)[];
export type FacilityKey = (typeof FACILITY_KEYS)[number];

/** The facilities the CMS counts, in a fixed order; zero or missing ones are left out. */
export function parkingFacilities(value: unknown): { key: FacilityKey; count: number }[] {
  const checked = parkingFacilitiesSchema.safeParse(value);
  if (!checked.success) return [];
  return FACILITY_KEYS.flatMap((key) => {
    const count = checked.data[key];
    return count !== undefined && count > 0 ? [{ key, count }] : [];
  });
}

export function busLines(value: unknown, locale: AppLocale): BusLineRow[] {
  const checked = busLinesSchema.safeParse(value);
  if (!checked.success) return [];
  return checked.data.map((entry) => ({
    line: entry.line,
    route: entry.route,
    stop: localizedText(entry.stop, locale) ?? entry.stop.pt,
  }));
}
