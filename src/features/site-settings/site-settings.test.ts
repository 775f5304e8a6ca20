import { describe, expect, it } from 'vitest';
import { readWeeklySchedule } from '@/features/opening-hours/model/read-hours';
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
    for (const bad of [{ key: 'casino', href: '/x' }, { key: 'directions', href: 'javascript:alert(1)' }, { key: 'cinema', href: '//evil.example/' }, 'stores']) {
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
    const settings = toSiteSettings({ mallHours: { mon: [{ open: '10:00', close: '22:00' }] }, holidays: [{ date: '2026-02-30', name: { pt: 'Nunca' }, mall: 'closed' }] });
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
