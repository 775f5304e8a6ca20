import { describe, expect, it } from 'vitest';
import { todaysRanges, weeklyHoursRows } from './weekly-hours';

const mallHours = {
  mon: [{ open: '10:00', close: '22:00' }],
  tue: [{ open: '10:00', close: '22:00' }],
  wed: [{ open: '10:00', close: '22:00' }],
  thu: [{ open: '10:00', close: '22:00' }],
  fri: [{ open: '10:00', close: '23:00' }],
  sat: [{ open: '10:00', close: '23:00' }],
  sun: [{ open: '14:00', close: '20:00' }],
};

describe('weekly hours table', () => {
  it("marks today in the mall's time zone, not the server's", () => {
    // 01:30 UTC on Saturday 2026-11-21 is still Friday 22:30 in Belo Horizonte.
    const rows = weeklyHoursRows({ mallHours, holidays: [] }, new Date('2026-11-21T01:30:00Z'), 'pt');
    expect(rows?.filter((r) => r.isToday).map((r) => r.day)).toEqual(['fri']);
    expect(rows?.map((r) => r.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });

  it("shows a holiday's hours on today's row", () => {
    const holidays = [
      { date: '2026-12-25', name: { pt: 'Natal', en: 'Christmas' }, mall: [{ open: '14:00', close: '20:00' }] },
    ];
    const rows = weeklyHoursRows({ mallHours, holidays }, new Date('2026-12-25T15:00:00Z'), 'en');
    expect(rows?.find((r) => r.isToday)?.holiday).toEqual({
      name: 'Christmas',
      ranges: [{ open: '14:00', close: '20:00' }],
    });
    expect(todaysRanges(rows!)).toEqual([{ open: '14:00', close: '20:00' }]);
  });

  it('gives no table when the schedule could not be read', () => {
    expect(weeklyHoursRows({ mallHours: null, holidays: [] }, new Date(), 'pt')).toBeNull();
  });
});
