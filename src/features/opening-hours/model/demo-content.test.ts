/**
 * The edge cases of the demo content, read as the site's map query answers
 * them (demo-hours.fixture.json, written by `npm run cms:fixtures` through the
 * content protocol, never from cms/content's files), so a change to the demo
 * data that breaks a screen's promise fails here first.
 */
import { describe, expect, it } from 'vitest';
import { mallInstant } from '@/lib/time/mall-clock';
import demo from './demo-hours.fixture.json';
import { computeOpenStatus, type MallHoursInput, type PlaceHoursInput } from './open-status';
import { readMallHours, readPlaceHours } from './read-hours';

const mall: MallHoursInput = readMallHours(demo.siteSettings);

function place(model: 'store' | 'restaurant', id: string): PlaceHoursInput {
  const records: Record<string, { hoursSource: unknown; openingHours: unknown; opensOnOptionalHolidays: unknown }> =
    model === 'store' ? demo.stores : demo.restaurants;
  const hours = records[id];
  if (!hours) throw new Error(`no ${model} ${id} in the demo content`);
  return readPlaceHours(model === 'store' ? 'stores' : 'gastronomy', {
    hoursSource: hours.hoursSource,
    openingHours: hours.openingHours,
    opensOnOptionalHolidays: (hours.opensOnOptionalHolidays as boolean | null) ?? null,
  });
}

const at = (date: string, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return mallInstant(date, h * 60 + m);
};
const describeStatus = (p: PlaceHoursInput, instant: Date) => {
  const s = computeOpenStatus({ at: instant, place: p, mall });
  return s.nextChange ? `${s.status}, ${s.nextChange.kind} +${s.nextChange.dayOffset} ${s.nextChange.time}` : s.status;
};

describe('open now in the demo content', () => {
  it.each([
    ['a sector store on a weekday', 'store', 'store-alma-boho', '2026-11-24', '15:00', 'open, closes +0 22:00'],
    ['a sector store on Sunday morning', 'store', 'store-alma-boho', '2026-11-29', '11:00', 'closed, opens +0 14:00'],
    [
      'no schedule published (Véu de Noiva)',
      'store',
      'store-veu-de-noiva-atelie',
      '2026-11-24',
      '15:00',
      'unavailable',
    ],
    ['the malformed schedule (Drone Alto, 25:99)', 'store', 'store-drone-alto', '2026-11-23', '15:00', 'invalid'],
    [
      'optional holiday: a store that opens, with holiday hours',
      'store',
      'store-alma-boho',
      '2026-11-20',
      '19:00',
      'open, closes +0 20:00',
    ],
    [
      'optional holiday: a store that stays closed',
      'store',
      'store-alfaiataria-ouro-preto',
      '2026-11-20',
      '15:00',
      'closed, opens +1 10:00',
    ],
    [
      'Christmas: the corridors are closed',
      'store',
      'store-alma-boho',
      '2026-12-25',
      '15:00',
      'closed, opens +1 10:00',
    ],
    [
      'Christmas: gastronomy opens late',
      'restaurant',
      'restaurant-boteco-pe-de-ipe',
      '2026-12-25',
      '13:00',
      'closed, opens +0 18:00',
    ],
    [
      'the bar past midnight, Friday 01:00 after Thursday night',
      'restaurant',
      'restaurant-boteco-pe-de-ipe',
      '2026-11-27',
      '01:00',
      'open, closes +0 02:00',
    ],
    [
      'the bar on Thursday night',
      'restaurant',
      'restaurant-boteco-pe-de-ipe',
      '2026-11-26',
      '23:30',
      'open, closes +1 02:00',
    ],
    [
      'the bar between lunch and dinner on Saturday',
      'restaurant',
      'restaurant-boteco-pe-de-ipe',
      '2026-11-28',
      '16:30',
      'closed, opens +0 18:00',
    ],
    [
      'the bar on Monday 01:00 (closed since Sunday 18:00)',
      'restaurant',
      'restaurant-boteco-pe-de-ipe',
      '2026-11-23',
      '01:00',
      'closed, opens +1 17:00',
    ],
  ] as const)('%s', (_name, model, id, date, time, expected) => {
    expect(describeStatus(place(model, id), at(date, time))).toBe(expected);
  });
});
