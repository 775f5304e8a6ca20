import { DirectionsDocument } from '@generated/graphql';
import type { Sector, WeeklySchedule } from '@/lib/content';
import { readSectorHours } from '@/features/opening-hours';
import { loadSiteSettings } from '@/features/site-settings/server';
import type { AppLocale } from '@/i18n/routing';
import { parseTicketPrices } from '@/features/cinema';
import { queryCms } from '@/lib/cms/query';
import { busLines, parkingFacilities } from './model/directions-content';
import { pageHead } from '@/components/page/page-head';

export type DirectionsView = NonNullable<Awaited<ReturnType<typeof loadDirections>>>;

const SECTORS: readonly Sector[] = ['stores', 'gastronomy', 'cinema', 'leisure'];

/** `sector_hours` read whole through its schema (ADR 0037), as the badge and the home table read it. */
function sectorSchedules(value: unknown): { sector: Sector; schedule: WeeklySchedule }[] {
  const all = readSectorHours(value);
  return all ? SECTORS.flatMap((sector) => (all[sector] ? [{ sector, schedule: all[sector] }] : [])) : [];
}

/** The getting-here page, or null when the CMS has none (a 404). */
export async function loadDirections(locale: AppLocale) {
  const [{ directionsPage: page, siteSettings }, settings] = await Promise.all([
    queryCms(DirectionsDocument, { locale }),
    loadSiteSettings(locale),
  ]);
  if (!page?.title) return null;
  return {
    ...pageHead({ ...page, title: page.title }, '/como-chegar'),
    settings,
    parking: {
      prices: parseTicketPrices(page.parkingPrices, locale),
      facilities: parkingFacilities(page.parkingFacilities),
      hours: page.parkingHours ?? null,
      notes: page.parkingNotes ?? null,
    },
    transport: {
      busLines: busLines(page.busLines, locale),
      rideHailing: page.rideHailing ?? null,
      taxi: page.taxi ?? null,
    },
    sectors: sectorSchedules(siteSettings?.sectorHours),
  };
}
