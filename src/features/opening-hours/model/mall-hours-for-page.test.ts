import { describe, expect, it } from 'vitest';
import { holidaysForHeader, holidaysNamedIn, mallHoursForPage } from './mall-hours-for-page';
import { computeOpenStatus, weekScheduleFor, type MallHoursInput, type PlaceHoursInput } from './open-status';

const week = (open: string, close: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open, close }]]));

const mall: MallHoursInput = {
  sectorHours: { stores: week('10:00', '22:00'), gastronomy: week('11:00', '23:00'), cinema: week('12:00', '00:30') },
  holidays: [
    {
      date: '2026-12-24',
      name: { pt: 'Véspera de Natal', en: 'Christmas Eve' },
      mall: [{ open: '09:00', close: '18:00' }],
      sectors: { gastronomy: [{ open: '11:00', close: '20:00' }], cinema: 'closed' },
    },
    {
      date: '2026-11-20',
      name: { pt: 'Consciência Negra' },
      mall: [{ open: '12:00', close: '20:00' }],
      optional: true,
    },
  ],
};

const store: PlaceHoursInput = { sector: 'stores', hoursSource: 'sector', opensOnOptionalHolidays: true };
const restaurant: PlaceHoursInput = { sector: 'gastronomy', hoursSource: 'sector' };

describe('mallHoursForPage', () => {
  it('keeps only the sectors the page lists, and no holiday names for a list', () => {
    const trimmed = mallHoursForPage(mall, ['stores'], null);
    expect(Object.keys(trimmed.sectorHours ?? {})).toEqual(['stores']);
    expect(trimmed.holidays?.[0]).toEqual({
      date: '2026-12-24',
      name: { pt: '' },
      mall: [{ open: '09:00', close: '18:00' }],
    });
    expect(trimmed.holidays?.[1]?.optional).toBe(true);
  });

  it('shares no holiday’s ranges with the record the header reads, so the payload writes them out', () => {
    const trimmed = mallHoursForPage(mall, ['stores'], null);
    mall.holidays?.forEach((h, i) => {
      expect(trimmed.holidays?.[i]?.mall).toEqual(h.mall);
      expect(trimmed.holidays?.[i]?.mall).not.toBe(h.mall);
    });
  });

  it('names the holidays in the page’s language only, Portuguese when there is no English name', () => {
    expect(mallHoursForPage(mall, ['stores'], 'en').holidays?.map((h) => h.name)).toEqual([
      { pt: '', en: 'Christmas Eve' },
      { pt: 'Consciência Negra' },
    ]);
    expect(mallHoursForPage(mall, ['stores'], 'pt').holidays?.map((h) => h.name)).toEqual([
      { pt: 'Véspera de Natal' },
      { pt: 'Consciência Negra' },
    ]);
  });

  it('gives the same open status and week as the whole record, for each sector kept', () => {
    const trimmed = mallHoursForPage(mall, ['stores', 'gastronomy'], 'pt');
    for (const at of ['2026-12-24T21:00:00Z', '2026-12-24T22:30:00Z', '2026-11-20T14:00:00Z', '2026-11-25T13:00:00Z'])
      for (const place of [store, restaurant]) {
        const instant = new Date(at);
        expect(computeOpenStatus({ at: instant, place, mall: trimmed })).toEqual(
          computeOpenStatus({ at: instant, place, mall }),
        );
      }
    // the same days and ranges; the holiday named in Portuguese only
    const named = (m: MallHoursInput) => JSON.stringify(weekScheduleFor(restaurant, m, '2026-12-21'));
    expect(named(trimmed)).toEqual(named(mallHoursForPage(mall, ['gastronomy', 'stores'], 'pt')));
    expect(named(trimmed)).toContain('Véspera de Natal');
    expect(named(trimmed)).toContain('"open":"11:00","close":"20:00"');
  });

  it('keeps unreadable fields unreadable', () => {
    expect(mallHoursForPage({ sectorHours: null, holidays: null }, ['stores'], null)).toEqual({
      sectorHours: null,
      holidays: null,
    });
    expect(mallHoursForPage({ sectorHours: null }, ['stores'], null)).toEqual({ sectorHours: null });
  });
});

describe('holidaysForHeader', () => {
  it('keeps what the hours popover shows: the date, the mall’s hours, the name in the page’s language', () => {
    expect(holidaysForHeader(mall.holidays ?? [], 'en')).toEqual([
      { date: '2026-12-24', name: { pt: '', en: 'Christmas Eve' }, mall: [{ open: '09:00', close: '18:00' }] },
      { date: '2026-11-20', name: { pt: 'Consciência Negra' }, mall: [{ open: '12:00', close: '20:00' }] },
    ]);
    expect(holidaysForHeader(mall.holidays ?? [], 'pt')[0]?.name).toEqual({ pt: 'Véspera de Natal' });
  });
});

describe('holidaysNamedIn', () => {
  it('keeps every sector’s hours and the optional flag, and names each holiday in the page’s language', () => {
    const [christmasEve, consciousness] = holidaysNamedIn(mall.holidays ?? [], 'en');
    expect(christmasEve).toEqual({ ...mall.holidays?.[0], name: { pt: '', en: 'Christmas Eve' } });
    expect(consciousness).toEqual({ ...mall.holidays?.[1], name: { pt: 'Consciência Negra' } });
  });
});
