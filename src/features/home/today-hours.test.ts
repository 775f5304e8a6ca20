import { describe, expect, it } from 'vitest';
import { readTodayHours } from './read-today-hours';
import { hoursOnDate as hoursOnCheckedDate, todayHours as todayCheckedHours, type TodayHours } from './today-hours';

// The path of the page: site_settings' JSON checked on the server, today worked out in the browser.
const hoursOnDate = (raw: Parameters<typeof readTodayHours>[0], date: string): TodayHours =>
  hoursOnCheckedDate(readTodayHours(raw), date);
const todayHours = (raw: Parameters<typeof readTodayHours>[0], now: Date): TodayHours =>
  todayCheckedHours(readTodayHours(raw), now);

const week = (open: string, close: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [{ open, close }]]));

const input = {
  mallHours: { ...week('09:00', '23:00'), sun: [{ open: '11:00', close: '21:00' }] },
  sectorHours: {
    stores: { ...week('10:00', '22:00'), sun: [{ open: '14:00', close: '20:00' }] },
    gastronomy: { ...week('11:00', '23:00'), sun: [{ open: '11:00', close: '22:00' }] },
    cinema: { ...week('13:00', '24:00'), fri: [{ open: '13:00', close: '01:30' }] },
    leisure: week('10:00', '22:00'), // closed on Sundays
  },
  holidays: [
    {
      date: '2026-12-25',
      name: { pt: 'Natal', en: 'Christmas' },
      mall: 'closed',
      sectors: { cinema: [{ open: '15:00', close: '23:00' }] },
    },
    {
      date: '2026-11-20',
      name: { pt: 'Consciência Negra' },
      mall: [{ open: '12:00', close: '20:00' }],
      optional: true,
    },
  ],
};

const hours = (date: string) => Object.fromEntries(hoursOnDate(input, date).rows.map((r) => [r.key, r.hours]));

describe('hoursOnDate', () => {
  it("gives each sector its weekday's hours, a missing day being closed", () => {
    // 2026-11-22 is a Sunday
    expect(hours('2026-11-22')).toEqual({
      mall: { kind: 'open', ranges: [{ open: '11:00', close: '21:00' }] },
      stores: { kind: 'open', ranges: [{ open: '14:00', close: '20:00' }] },
      gastronomy: { kind: 'open', ranges: [{ open: '11:00', close: '22:00' }] },
      cinema: { kind: 'closed' },
      leisure: { kind: 'closed' },
    });
    expect(hours('2026-11-27').cinema).toEqual({ kind: 'open', ranges: [{ open: '13:00', close: '01:30' }] });
  });

  it("applies a holiday: the mall's holiday hours, and a sector's own when the holiday names it", () => {
    const christmas = hoursOnDate(input, '2026-12-25');
    expect(christmas.holiday).toEqual({ name: { pt: 'Natal', en: 'Christmas' }, optional: false });
    expect(Object.fromEntries(christmas.rows.map((r) => [r.key, r.hours.kind]))).toEqual({
      mall: 'closed',
      stores: 'closed',
      gastronomy: 'closed',
      cinema: 'open',
      leisure: 'closed',
    });
    const optional = hoursOnDate(input, '2026-11-20');
    expect(optional.holiday?.optional).toBe(true);
    expect(optional.rows.find((r) => r.key === 'stores')?.hours).toEqual({
      kind: 'open',
      ranges: [{ open: '12:00', close: '20:00' }],
    });
  });

  it('says unavailable for a schedule it cannot read instead of guessing', () => {
    const broken = hoursOnDate(
      { ...input, sectorHours: { ...input.sectorHours, stores: { sun: [{ open: '10h', close: '22h' }] } } },
      '2026-11-22',
    );
    expect(broken.rows.find((r) => r.key === 'stores')?.hours).toEqual({ kind: 'unavailable' });
    expect(
      hoursOnDate({ mallHours: null, sectorHours: 'x', holidays: null }, '2026-11-22').rows.every(
        (r) => r.hours.kind === 'unavailable',
      ),
    ).toBe(true);
  });

  it('reads each field whole, as the open-now badge does: a weekday typo or a bad holiday makes it unavailable', () => {
    const typo = hoursOnDate({ ...input, mallHours: { ...input.mallHours, sunday: [] } }, '2026-11-22');
    expect(typo.rows.find((r) => r.key === 'mall')?.hours).toEqual({ kind: 'unavailable' });
    const badHoliday = hoursOnDate(
      { ...input, holidays: [...input.holidays, { date: '2026-13-01', name: { pt: 'x' }, mall: 'closed' }] },
      '2026-11-22',
    );
    expect(badHoliday.rows.every((r) => r.hours.kind === 'unavailable')).toBe(true);
  });

  it("counts today in the mall's time zone", () => {
    // 02:00 UTC on Monday the 23rd is still Sunday the 22nd in Belo Horizonte
    expect(todayHours(input, new Date('2026-11-23T02:00:00Z')).date).toBe('2026-11-22');
  });
});
