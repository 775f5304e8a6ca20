import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HolidayException, WeeklySchedule } from '@/lib/content';
import { mallInstant } from '@/lib/time/mall-clock';
import { computeOpenStatus, weekScheduleFor, type MallHoursInput, type PlaceHoursInput } from './open-status';
import { readMallHours, readPlaceHours } from './read-hours';

// 2026-11-16 is a Monday; 2026-11-20 (Friday) is Consciência Negra.
const at = (date: string, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return mallInstant(date, h * 60 + m);
};

const storesWeek: WeeklySchedule = {
  mon: [{ open: '10:00', close: '22:00' }],
  tue: [{ open: '10:00', close: '22:00' }],
  wed: [{ open: '10:00', close: '22:00' }],
  thu: [{ open: '10:00', close: '22:00' }],
  fri: [{ open: '10:00', close: '22:00' }],
  sat: [{ open: '10:00', close: '22:00' }],
  sun: [{ open: '14:00', close: '20:00' }],
};
const gastronomyWeek: WeeklySchedule = {
  mon: [{ open: '11:00', close: '23:00' }],
  tue: [{ open: '11:00', close: '23:00' }],
  wed: [{ open: '11:00', close: '23:00' }],
  thu: [{ open: '11:00', close: '23:00' }],
  fri: [{ open: '11:00', close: '24:00' }],
  sat: [{ open: '11:00', close: '24:00' }],
  sun: [{ open: '11:00', close: '22:00' }],
};
const holidays: HolidayException[] = [
  {
    date: '2026-11-20',
    name: { pt: 'Dia da Consciência Negra', en: 'Black Consciousness Day' },
    mall: [{ open: '12:00', close: '20:00' }],
    optional: true,
  },
  {
    date: '2026-12-24',
    name: { pt: 'Véspera de Natal' },
    mall: [{ open: '10:00', close: '18:00' }],
    sectors: { gastronomy: [{ open: '11:00', close: '19:00' }] },
  },
  { date: '2026-12-25', name: { pt: 'Natal', en: 'Christmas' }, mall: 'closed' },
  {
    date: '2027-01-01',
    name: { pt: 'Ano-novo' },
    mall: 'closed',
    sectors: { gastronomy: [{ open: '16:00', close: '22:00' }] },
  },
];
const mall: MallHoursInput = {
  sectorHours: { stores: storesWeek, gastronomy: gastronomyWeek, cinema: {}, leisure: {} },
  holidays,
};

const sectorStore: PlaceHoursInput = {
  sector: 'stores',
  hoursSource: 'sector',
  openingHours: null,
  opensOnOptionalHolidays: false,
};
const optionalStore: PlaceHoursInput = { ...sectorStore, opensOnOptionalHolidays: true };
const restaurant: PlaceHoursInput = {
  sector: 'gastronomy',
  hoursSource: 'sector',
  openingHours: null,
  opensOnOptionalHolidays: true,
};
/** a bar open past midnight, closed on Mondays */
const bar: PlaceHoursInput = {
  sector: 'gastronomy',
  hoursSource: 'own',
  opensOnOptionalHolidays: true,
  openingHours: {
    tue: [{ open: '18:00', close: '02:00' }],
    wed: [{ open: '18:00', close: '02:00' }],
    thu: [{ open: '18:00', close: '02:00' }],
    fri: [{ open: '18:00', close: '03:00' }],
    sat: [
      { open: '12:00', close: '15:00' },
      { open: '18:00', close: '03:00' },
    ],
    sun: [{ open: '12:00', close: '17:00' }],
  },
};
const splitLunch: PlaceHoursInput = {
  sector: 'gastronomy',
  hoursSource: 'own',
  openingHours: {
    mon: [
      { open: '11:30', close: '15:00' },
      { open: '15:00', close: '23:00' },
    ],
    tue: [{ open: '00:00', close: '00:00' }],
    wed: [{ open: '00:00', close: '00:00' }],
  },
};

describe('computeOpenStatus: table of cases', () => {
  const cases: [string, PlaceHoursInput, MallHoursInput, Date, string, string | undefined][] = [
    // name, place, mall, at, status, next change as "kind dayOffset HH:MM"
    ['sector store on a Monday morning', sectorStore, mall, at('2026-11-16', '11:00'), 'open', 'closes 0 22:00'],
    ['sector store before opening', sectorStore, mall, at('2026-11-16', '09:59'), 'closed', 'opens 0 10:00'],
    ['opening minute is open', sectorStore, mall, at('2026-11-16', '10:00'), 'open', 'closes 0 22:00'],
    ['closing minute is closed', sectorStore, mall, at('2026-11-16', '22:00'), 'closed', 'opens 1 10:00'],
    [
      'Saturday night → opens Sunday afternoon',
      sectorStore,
      mall,
      at('2026-11-21', '23:00'),
      'closed',
      'opens 1 14:00',
    ],
    ['Sunday hours differ', sectorStore, mall, at('2026-11-22', '13:00'), 'closed', 'opens 0 14:00'],
    [
      'optional holiday: the store does not open',
      sectorStore,
      mall,
      at('2026-11-20', '13:00'),
      'closed',
      'opens 1 10:00',
    ],
    [
      'optional holiday: the store opens with holiday hours',
      optionalStore,
      mall,
      at('2026-11-20', '13:00'),
      'open',
      'closes 0 20:00',
    ],
    [
      'optional holiday: before the holiday opening',
      optionalStore,
      mall,
      at('2026-11-20', '11:00'),
      'closed',
      'opens 0 12:00',
    ],
    [
      'day before an optional holiday it skips',
      sectorStore,
      mall,
      at('2026-11-19', '23:00'),
      'closed',
      'opens 2 10:00',
    ],
    [
      'special hours per sector: stores close early',
      sectorStore,
      mall,
      at('2026-12-24', '17:59'),
      'open',
      'closes 0 18:00',
    ],
    [
      'special hours per sector: restaurants differ',
      restaurant,
      mall,
      at('2026-12-24', '18:30'),
      'open',
      'closes 0 19:00',
    ],
    [
      'mall closed on Christmas, store reopens on the 26th',
      sectorStore,
      mall,
      at('2026-12-25', '12:00'),
      'closed',
      'opens 1 10:00',
    ],
    [
      'Christmas Eve evening → skips Christmas',
      sectorStore,
      mall,
      at('2026-12-24', '19:00'),
      'closed',
      'opens 2 10:00',
    ],
    ['mall closed but gastronomy kept open', restaurant, mall, at('2027-01-01', '17:00'), 'open', 'closes 0 22:00'],
    ['mall closed: stores stay closed', sectorStore, mall, at('2027-01-01', '17:00'), 'closed', 'opens 1 10:00'],
    ['restaurant closing at 24:00 on Friday', restaurant, mall, at('2026-11-27', '23:30'), 'open', 'closes 1 00:00'],
    [
      'bar past midnight: open at 01:00 of the next weekday',
      bar,
      mall,
      at('2026-11-18', '01:00'),
      'open',
      'closes 0 02:00',
    ],
    ['bar past midnight: evening', bar, mall, at('2026-11-17', '22:00'), 'open', 'closes 1 02:00'],
    [
      'bar: Monday 01:00 (Sunday closed at 17:00) is closed',
      bar,
      mall,
      at('2026-11-16', '01:00'),
      'closed',
      'opens 1 18:00',
    ],
    [
      'bar: Sunday 02:30 still open from Saturday night',
      bar,
      mall,
      at('2026-11-22', '02:30'),
      'open',
      'closes 0 03:00',
    ],
    ['bar: Saturday between lunch and dinner', bar, mall, at('2026-11-21', '16:00'), 'closed', 'opens 0 18:00'],
    ['own hours on a closed-mall holiday: closed', bar, mall, at('2026-12-25', '19:00'), 'closed', 'opens 1 12:00'], // the 26th is a Saturday: lunch,
    ['own hours clipped to holiday hours', bar, mall, at('2026-12-24', '18:30'), 'open', 'closes 0 19:00'],
    [
      'touching ranges are one opening',
      splitLunch,
      { sectorHours: {} },
      at('2026-11-16', '14:59'),
      'open',
      'closes 0 23:00',
    ],
    [
      '24-hour days chain without a change',
      splitLunch,
      { sectorHours: {} },
      at('2026-11-17', '12:00'),
      'open',
      'closes 2 00:00',
    ],
    [
      'hours_source none',
      { ...sectorStore, hoursSource: 'none' },
      mall,
      at('2026-11-16', '12:00'),
      'unavailable',
      undefined,
    ],
    [
      'a schedule that never opens',
      { ...sectorStore, hoursSource: 'own', openingHours: {} },
      mall,
      at('2026-11-16', '12:00'),
      'closed',
      undefined,
    ],
  ];

  it.each(cases)('%s', (_name, place, mallInput, instant, status, next) => {
    const result = computeOpenStatus({ at: instant, place, mall: mallInput });
    expect(result.status).toBe(status);
    const described = result.nextChange
      ? `${result.nextChange.kind} ${result.nextChange.dayOffset} ${result.nextChange.time}`
      : undefined;
    expect(described).toBe(next);
  });
});

describe('computeOpenStatus: unreadable hours are invalid', () => {
  const noon = at('2026-11-16', '12:00');
  // as the CMS sends them: checked on the server (read-hours.ts), then computed in the browser
  type RawPlace = {
    sector: PlaceHoursInput['sector'];
    hoursSource: unknown;
    openingHours?: unknown;
    opensOnOptionalHolidays?: unknown;
  };
  const own = (openingHours: unknown): RawPlace => ({ sector: 'stores', hoursSource: 'own', openingHours });
  const invalid: [string, RawPlace, { sectorHours?: unknown; holidays?: unknown }][] = [
    ['hour 25:99', own({ mon: [{ open: '25:99', close: '22:00' }] }), mall],
    ['missing close', own({ mon: [{ open: '10:00' }] }), mall],
    ['number instead of text', own({ mon: [{ open: 1000, close: 2200 }] }), mall],
    ['a day that is not a list', own({ mon: { open: '10:00', close: '22:00' } }), mall],
    ['an unknown weekday key', own({ monday: [{ open: '10:00', close: '22:00' }] }), mall],
    ['schedule is a string', own('10:00-22:00'), mall],
    ['own hours missing', own(null), mall],
    ['24:00 as an opening', own({ mon: [{ open: '24:00', close: '02:00' }] }), mall],
    ['unknown hours source', { sector: 'stores', hoursSource: 'always' }, mall],
    ['sector missing from sector_hours', sectorStore, { sectorHours: { gastronomy: gastronomyWeek } }],
    ['sector_hours not an object', sectorStore, { sectorHours: [] }],
    [
      'holiday with an impossible date',
      sectorStore,
      { ...mall, holidays: [{ date: '2026-02-30', name: { pt: 'x' }, mall: 'closed' }] },
    ],
    [
      'holiday with bad hours',
      sectorStore,
      { ...mall, holidays: [{ date: '2026-12-25', name: { pt: 'x' }, mall: 'fechado' }] },
    ],
    ['optional-holiday flag of the wrong type', { ...sectorStore, opensOnOptionalHolidays: 'yes' }, mall],
  ];
  it.each(invalid)('%s', (_name, place, mallInput) => {
    expect(
      computeOpenStatus({ at: noon, place: readPlaceHours(place.sector, place), mall: readMallHours(mallInput) }),
    ).toEqual({ status: 'invalid' });
  });
});

describe('weekScheduleFor', () => {
  it('applies the week’s holidays to the table and names them', () => {
    const week = weekScheduleFor(sectorStore, mall, '2026-11-16');
    expect(week.status).toBe('ok');
    if (week.status !== 'ok') return;
    expect(week.days.map((d) => d.weekday)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(week.days[0]?.ranges).toEqual([{ open: '10:00', close: '22:00', overnight: false }]);
    expect(week.days[4]).toMatchObject({
      date: '2026-11-20',
      ranges: [],
      holiday: { name: { pt: 'Dia da Consciência Negra' }, optional: true },
    });
    expect(week.days[6]?.ranges).toEqual([{ open: '14:00', close: '20:00', overnight: false }]);
  });
  it('marks ranges that end after midnight', () => {
    const week = weekScheduleFor(bar, mall, '2026-11-16');
    if (week.status !== 'ok') throw new Error('expected a schedule');
    expect(week.days[0]?.ranges).toEqual([]);
    expect(week.days[1]?.ranges).toEqual([{ open: '18:00', close: '02:00', overnight: true }]);
  });
  it('reports unavailable and invalid hours as such', () => {
    expect(weekScheduleFor({ ...sectorStore, hoursSource: 'none' }, mall, '2026-11-16')).toEqual({
      status: 'unavailable',
    });
    expect(
      weekScheduleFor(
        readPlaceHours('stores', { hoursSource: 'own', openingHours: { mon: [{ open: '9', close: '18' }] } }),
        mall,
        '2026-11-16',
      ),
    ).toEqual({ status: 'invalid' });
  });
});

// ─── property tests ──────────────────────────────────────────────────────────

const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45, 59))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const range = fc.record({ open: hhmm, close: fc.oneof(hhmm, fc.constant('24:00')) });
const day = fc.array(range, { maxLength: 3 });
const schedule = fc.record(
  { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
  { requiredKeys: [] },
);
const holidayList = fc.array(
  fc.record({
    date: fc.integer({ min: 0, max: 30 }).map((d) => new Date(Date.UTC(2026, 10, 10 + d)).toISOString().slice(0, 10)),
    name: fc.constant({ pt: 'Feriado' }),
    mall: fc.oneof(fc.constant('closed' as const), fc.array(range, { minLength: 1, maxLength: 2 })),
    optional: fc.boolean(),
  }),
  { maxLength: 3 },
);
// São Paulo has no daylight saving since 2019: wall-clock minutes and instants map one to one.
const instant = fc.integer({ min: Date.UTC(2026, 10, 10), max: Date.UTC(2026, 11, 10) }).map((ms) => new Date(ms));
const ownPlace = fc
  .record({ openingHours: schedule, opensOnOptionalHolidays: fc.boolean() })
  .map((p): PlaceHoursInput => ({ sector: 'stores', hoursSource: 'own', ...p }));
const sectorMall = fc
  .record({ stores: schedule, holidays: holidayList })
  .map(({ stores, holidays: h }): MallHoursInput => ({
    sectorHours: { stores, gastronomy: {}, cinema: {}, leisure: {} },
    holidays: h,
  }));

describe('computeOpenStatus: properties', () => {
  it('is valid (open or closed) for any valid schedule', () => {
    fc.assert(
      fc.property(instant, ownPlace, sectorMall, (t, place, m) => {
        expect(['open', 'closed']).toContain(computeOpenStatus({ at: t, place, mall: m }).status);
      }),
    );
  });

  it('keeps its status until the next change and flips exactly at it', () => {
    fc.assert(
      fc.property(instant, fc.boolean(), ownPlace, sectorMall, (t, useOwn, own, m) => {
        const place: PlaceHoursInput = useOwn
          ? own
          : { sector: 'stores', hoursSource: 'sector', opensOnOptionalHolidays: own.opensOnOptionalHolidays };
        const now = computeOpenStatus({ at: t, place, mall: m });
        if (!now.nextChange) return;
        const change = now.nextChange.at.getTime();
        expect(change).toBeGreaterThan(t.getTime());
        expect(now.nextChange.kind).toBe(now.status === 'open' ? 'closes' : 'opens');
        expect(computeOpenStatus({ at: new Date(change - 1), place, mall: m }).status).toBe(now.status);
        expect(computeOpenStatus({ at: new Date(change), place, mall: m }).status).toBe(
          now.status === 'open' ? 'closed' : 'open',
        );
      }),
      { numRuns: 500 },
    );
  });

  it('finds the earliest change: no instant in between has another status', () => {
    fc.assert(
      fc.property(
        instant,
        ownPlace,
        sectorMall,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (t, place, m, fractions) => {
          const now = computeOpenStatus({ at: t, place, mall: m });
          const end = now.nextChange?.at.getTime() ?? t.getTime() + 14 * 86_400_000;
          for (const f of fractions) {
            const between = new Date(Math.floor(t.getTime() + f * (end - 1 - t.getTime())));
            expect(computeOpenStatus({ at: between, place, mall: m }).status).toBe(now.status);
          }
        },
      ),
    );
  });
});
