import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  mallCalendarFields,
  mallInstant,
  mondayOf,
  msUntilNextMinute,
  weekdayOfDate,
} from './mall-clock';

describe('mall clock', () => {
  it('reads the date and time as the mall shows them, not UTC', () => {
    // 02:30 UTC on Sunday is still Saturday 23:30 in São Paulo
    const f = mallCalendarFields(new Date('2026-11-22T02:30:00Z'));
    expect(f).toMatchObject({ date: '2026-11-21', weekday: 'sat', hour: 23, minute: 30, minutes: 23 * 60 + 30 });
  });

  it('turns a mall wall-clock time back into the instant', () => {
    expect(mallInstant('2026-11-21', 22 * 60).toISOString()).toBe('2026-11-22T01:00:00.000Z');
    // minutes past a day roll into the next date (a bar closing at 02:00)
    expect(mallInstant('2026-11-21', 26 * 60).toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });

  it('does calendar arithmetic across months and weeks', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(weekdayOfDate('2026-11-22')).toBe('sun');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
  });

  it('waits until the next minute boundary', () => {
    expect(msUntilNextMinute(new Date('2026-11-22T10:00:59.250Z'))).toBe(750);
    expect(msUntilNextMinute(new Date('2026-11-22T10:01:00.000Z'))).toBe(60_000);
  });
});
