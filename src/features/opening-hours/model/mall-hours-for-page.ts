/**
 * The mall's hours as a page's client components need them (issue 21, ADR 0083). `site_settings` holds
 * every sector's week and every holiday's exceptions for all sectors, with the holiday's name in both
 * languages; a list of stores computes open now from the stores' sector only, and never shows a holiday's
 * name. The week's hours of a place page name the holidays, in the page's language only.
 */
import type { MallHoursInput, PlaceSector } from './open-status';
import type { HolidayException, SectorHours } from '@/lib/content';

type Holiday = HolidayException;

/** `null` locale: no holiday names at all (an empty Portuguese name keeps the record's shape). */
function nameFor(name: Holiday['name'], locale: 'pt' | 'en' | null): Holiday['name'] {
  if (locale === null) return { pt: '' };
  if (locale === 'en' && name.en) return { pt: '', en: name.en };
  return { pt: name.pt };
}

export function mallHoursForPage(
  mall: MallHoursInput,
  sectors: readonly PlaceSector[],
  locale: 'pt' | 'en' | null,
): MallHoursInput {
  const sectorHours: SectorHours | null = mall.sectorHours
    ? Object.fromEntries(sectors.flatMap((s) => (mall.sectorHours?.[s] ? [[s, mall.sectorHours[s]]] : [])))
    : null;
  // null (unreadable) stays null: every place then says its hours cannot be told
  if (!mall.holidays) return mall.holidays === undefined ? { sectorHours } : { sectorHours, holidays: null };
  const holidays = mall.holidays.map((h): Holiday => {
    const kept = sectors.flatMap((s) => (h.sectors?.[s] === undefined ? [] : [[s, h.sectors[s]]]));
    return {
      date: h.date,
      name: nameFor(h.name, locale),
      // A copy: the header's props hold the same ranges, and React's payload would write a second sighting as a
      // path into them ("$2f:props:children:0:…:holidays:0:mall"), twice the ranges' length (issue 21).
      mall: structuredClone(h.mall),
      ...(kept.length > 0 ? { sectors: Object.fromEntries(kept) as Holiday['sectors'] } : {}),
      ...(h.optional === undefined ? {} : { optional: h.optional }),
    };
  });
  return { sectorHours, holidays };
}

/** Every holiday as it is, but named in the page's language only (the home's hours of the day name it). */
export function holidaysNamedIn(holidays: readonly Holiday[], locale: 'pt' | 'en'): Holiday[] {
  return holidays.map((h) => ({ ...h, name: nameFor(h.name, locale) }));
}

/**
 * The holidays as the header's hours popover reads them, on every page: the date, the name in the page's
 * language and the mall's own hours; no sector's hours, which the popover never shows (issue 21).
 */
export function holidaysForHeader(holidays: readonly Holiday[], locale: 'pt' | 'en'): Holiday[] {
  return holidays.map((h) => ({ date: h.date, name: nameFor(h.name, locale), mall: h.mall }));
}
