import { describe, expect, it } from 'vitest';
import {
  floorPlanSchema,
  holidaysSchema,
  movieSessionsSchema,
  quickLinksSchema,
  sectorHoursSchema,
  weeklyScheduleSchema,
} from './index';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('the JSON field contract (ADR 0037)', () => {
  it('reads a missing weekday, null and [] as closed', () => {
    expect(weeklyScheduleSchema.parse({ mon: [{ open: '10:00', close: '22:00' }], tue: null, wed: [] })).toEqual({
      mon: [{ open: '10:00', close: '22:00' }],
      wed: [],
    });
  });

  it('allows 24:00 as a close only', () => {
    expect(ok(weeklyScheduleSchema, { fri: [{ open: '18:00', close: '24:00' }] })).toBe(true);
    expect(ok(weeklyScheduleSchema, { fri: [{ open: '24:00', close: '02:00' }] })).toBe(false);
  });

  it('refuses an unknown key at every level', () => {
    expect(ok(weeklyScheduleSchema, { monday: [] })).toBe(false);
    expect(ok(sectorHoursSchema, { shops: {} })).toBe(false);
    expect(
      ok(holidaysSchema, [{ date: '2026-12-25', name: { pt: 'Natal' }, mall: 'closed', sectors: { food: 'closed' } }]),
    ).toBe(false);
    expect(ok(holidaysSchema, [{ date: '2026-12-25', name: { pt: 'Natal', es: 'Navidad' }, mall: 'closed' }])).toBe(
      false,
    );
    expect(ok(quickLinksSchema, [{ key: 'stores', href: '/lojas', target: '_blank' }])).toBe(false);
  });

  it('refuses a holiday on a date that does not exist', () => {
    expect(ok(holidaysSchema, [{ date: '2026-02-30', name: { pt: 'x' }, mall: 'closed' }])).toBe(false);
  });

  it('reads a list whole: one bad entry makes the field unreadable', () => {
    const session = {
      weekday: 'mon',
      time: '14:00',
      room: 'Sala 1',
      format: '2D',
      audio: 'dubbed',
      accessibility: [],
      ticketUrl: '',
    };
    expect(ok(movieSessionsSchema, [session])).toBe(true);
    expect(ok(movieSessionsSchema, [session, { ...session, format: '4D' }])).toBe(false);
  });

  it('refuses a floor plan with a shape that cannot be drawn', () => {
    const plan = {
      viewBox: '0 0 100 100',
      outline: 'M 0 0 H 100 V 100 Z',
      units: [{ code: 'L1-1', kind: 'store', d: 'M 0 0 H 10 V 10 Z', labelX: 5, labelY: 5 }],
      amenities: [],
    };
    expect(ok(floorPlanSchema, plan)).toBe(true);
    expect(ok(floorPlanSchema, { ...plan, units: [{ ...plan.units[0], d: 'garbage' }] })).toBe(false);
    expect(ok(floorPlanSchema, { ...plan, viewBox: '0 0 0 0' })).toBe(false);
  });
});
