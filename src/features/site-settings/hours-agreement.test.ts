/**
 * The header's hours (site_settings) and the open-now badge (open-status)
 * read the same schedule JSON through the same schema, so they cannot
 * disagree: once the header showed hours for a schedule with a weekday typo
 * that the badge called "invalid".
 */
import { describe, expect, it } from 'vitest';
import { computeOpenStatus } from '@/features/opening-hours/model/open-status';
import { readMallHours, readPlaceHours } from '@/features/opening-hours/model/read-hours';
import { mallInstant } from '@/lib/time/mall-clock';
import { toSiteSettings } from './site-settings';

const week = { mon: [{ open: '10:00', close: '22:00' }], tue: [{ open: '10:00', close: '22:00' }] };
// a Monday afternoon in the mall
const at = mallInstant('2026-11-23', 15 * 60);

function both(schedule: unknown) {
  const header = toSiteSettings({ mallHours: schedule }).mallHours;
  const badge = computeOpenStatus({ at, place: readPlaceHours('stores', { hoursSource: 'own', openingHours: schedule }), mall: readMallHours(null) }).status;
  return { header, badge };
}

describe('the header hours and the open-now badge', () => {
  it('both read a well-formed schedule', () => {
    const { header, badge } = both(week);
    expect(header).toEqual(week);
    expect(badge).toBe('open');
  });

  it.each([
    ['an unknown weekday key', { ...week, monday: [{ open: '10:00', close: '22:00' }] }],
    ['an hour out of range', { ...week, wed: [{ open: '25:99', close: '22:00' }] }],
    ['an extra key in a range', { ...week, wed: [{ open: '10:00', close: '22:00', note: 'x' }] }],
  ])('both refuse a schedule with %s', (_, schedule) => {
    const { header, badge } = both(schedule);
    expect(header).toBeNull();
    expect(badge).toBe('invalid');
  });
});
