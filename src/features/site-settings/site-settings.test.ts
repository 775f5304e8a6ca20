import { describe, expect, it } from 'vitest';
import { readWeeklySchedule } from '@/features/opening-hours';
import { parseQuickLinks, parseSocialLinks, toSiteSettings } from './site-settings';

describe('site settings from the CMS', () => {
  it('reads a well-formed weekly schedule', () => {
    const schedule = { mon: [{ open: '10:00', close: '22:00' }], sun: [{ open: '14:00', close: '20:00' }], tue: [] };
    expect(readWeeklySchedule(schedule)).toEqual(schedule);
  });

  it('rejects a schedule with an unreadable time instead of showing wrong hours', () => {
    expect(readWeeklySchedule({ mon: [{ open: '10h', close: '22:00' }] })).toBeNull();
    expect(readWeeklySchedule({ mon: { open: '10:00', close: '22:00' } })).toBeNull();
    expect(readWeeklySchedule('10:00-22:00')).toBeNull();
    expect(readWeeklySchedule(null)).toBeNull();
  });

  it('reads quick links whole: one unknown key or unsafe address and the header shows none', () => {
    const good = [
      { key: 'stores', href: '/lojas' },
      { key: 'pet_area', href: '/servicos#pet' },
    ];
    expect(parseQuickLinks(good)).toEqual(good);
    for (const bad of [
      { key: 'casino', href: '/x' },
      { key: 'directions', href: 'javascript:alert(1)' },
      { key: 'cinema', href: '//evil.example/' },
      'stores',
    ]) {
      expect(parseQuickLinks([...good, bad]), JSON.stringify(bad)).toEqual([]);
    }
  });

  it('reads social links whole: https links of known networks only', () => {
    const instagram = { network: 'instagram', url: 'https://instagram.com/shoppingjacaranda' };
    expect(parseSocialLinks([instagram])).toEqual([instagram]);
    expect(parseSocialLinks([instagram, { network: 'myspace', url: 'https://myspace.com/x' }])).toEqual([]);
    expect(parseSocialLinks([instagram, { network: 'facebook', url: 'http://facebook.com/x' }])).toEqual([]);
  });

  it('says the hours are unavailable when the holiday list cannot be read, as the open-now badge does', () => {
    const settings = toSiteSettings({
      mallHours: { mon: [{ open: '10:00', close: '22:00' }] },
      holidays: [{ date: '2026-02-30', name: { pt: 'Nunca' }, mall: 'closed' }],
    });
    expect(settings.mallHours).toBeNull();
    expect(settings.holidays).toEqual([]);
  });

  it('falls back to the mall name when the CMS is unavailable', () => {
    const settings = toSiteSettings(null);
    expect(settings.mallName).toBe('Shopping Jacarandá');
    expect(settings.mallHours).toBeNull();
    expect(settings.quickLinks).toEqual([]);
  });
});

describe('the header hours of a malformed schedule', () => {
  const week = { mon: [{ open: '10:00', close: '22:00' }], tue: [{ open: '10:00', close: '22:00' }] };

  it('shows a well-formed schedule as it is', () => {
    expect(toSiteSettings({ mallHours: week }).mallHours).toEqual(week);
  });

  // The open-now badge calls these same schedules "invalid" (open-status.test.ts): the header must
  // not show hours the badge refuses, so both go through readWeeklySchedule.
  it.each([
    ['an unknown weekday key', { ...week, monday: [{ open: '10:00', close: '22:00' }] }],
    ['an hour out of range', { ...week, wed: [{ open: '25:99', close: '22:00' }] }],
    ['an extra key in a range', { ...week, wed: [{ open: '10:00', close: '22:00', note: 'x' }] }],
  ])('shows no hours for a schedule with %s', (_, schedule) => {
    expect(toSiteSettings({ mallHours: schedule }).mallHours).toBeNull();
  });
});
