import { describe, expect, it } from 'vitest';
import { buildShoppingCenterJsonLd, shoppingCenterId, type ShoppingCenterSettings } from './shopping-center';

const week = {
  mon: [{ open: '10:00', close: '22:00' }],
  tue: [{ open: '10:00', close: '22:00' }],
  wed: [{ open: '10:00', close: '22:00' }],
  thu: [{ open: '10:00', close: '22:00' }],
  fri: [{ open: '10:00', close: '23:00' }],
  sat: [{ open: '10:00', close: '23:00' }],
  sun: [{ open: '14:00', close: '20:00' }],
};

const settings: ShoppingCenterSettings = {
  mallName: 'Shopping Jacarandá',
  streetAddress: 'Avenida dos Andradas, 3000',
  district: 'Santa Efigênia',
  city: 'Belo Horizonte',
  state: 'MG',
  postalCode: '30260-070',
  location: { latitude: -19.9245, longitude: -43.9218 },
  phone: '+55 31 3500-0000',
  mallHours: week,
  holidays: [
    { date: '2026-12-25', name: { pt: 'Natal', en: 'Christmas' }, mall: 'closed' },
    {
      date: '2026-11-20',
      name: { pt: 'Consciência Negra', en: 'Black Consciousness Day' },
      mall: [{ open: '14:00', close: '20:00' }],
    },
    { date: '2026-01-01', name: { pt: 'Ano-Novo' }, mall: 'closed' }, // in the past
    { date: '2027-09-07', name: { pt: 'Independência' }, mall: 'closed' }, // beyond the horizon
  ],
};

// 2026-11-19 12:00 in São Paulo
const now = new Date('2026-11-19T15:00:00Z');

describe('buildShoppingCenterJsonLd', () => {
  it('describes the mall with its address, position, phone and a stable id', () => {
    const ld = buildShoppingCenterJsonLd(settings, 'https://jacaranda.example/', { now });
    expect(ld['@type']).toBe('ShoppingCenter');
    expect(ld['@id']).toBe('https://jacaranda.example/#shopping-center');
    expect(ld['@id']).toBe(shoppingCenterId('https://jacaranda.example'));
    expect(ld.url).toBe('https://jacaranda.example/');
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Avenida dos Andradas, 3000, Santa Efigênia',
      addressLocality: 'Belo Horizonte',
      addressRegion: 'MG',
      postalCode: '30260-070',
      addressCountry: 'BR',
    });
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -19.9245, longitude: -43.9218 });
    expect(ld.telephone).toBe('+55 31 3500-0000');
  });

  it('groups weekdays that share the same hours', () => {
    const ld = buildShoppingCenterJsonLd(settings, 'https://jacaranda.example', { now });
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
        ],
        opens: '10:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'],
        opens: '10:00',
        closes: '23:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Sunday'],
        opens: '14:00',
        closes: '20:00',
      },
    ]);
  });

  it('publishes upcoming holidays in date order, closed days as 00:00–00:00, and drops past or far ones', () => {
    const ld = buildShoppingCenterJsonLd(settings, 'https://jacaranda.example', { now, locale: 'en' });
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-11-20',
        validThrough: '2026-11-20',
        name: 'Black Consciousness Day',
        opens: '14:00',
        closes: '20:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        name: 'Christmas',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });

  it("counts 'today' in the mall's time zone, not UTC", () => {
    // 01:00 UTC on the 20th is still the 19th in São Paulo: the 19th's holiday is not past
    const ld = buildShoppingCenterJsonLd(
      { ...settings, holidays: [{ date: '2026-11-19', name: { pt: 'X' }, mall: 'closed' }] },
      'https://jacaranda.example',
      { now: new Date('2026-11-20T01:00:00Z') },
    );
    expect(ld.specialOpeningHoursSpecification?.map((s) => s.validFrom)).toEqual(['2026-11-19']);
  });

  it('keeps a past-midnight close and turns 24:00 into 23:59', () => {
    const ld = buildShoppingCenterJsonLd(
      {
        ...settings,
        mallHours: { fri: [{ open: '18:00', close: '02:00' }], sat: [{ open: '10:00', close: '24:00' }], mon: null },
        holidays: null,
      },
      'https://jacaranda.example',
      { now },
    );
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Friday'],
        opens: '18:00',
        closes: '02:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '23:59',
      },
    ]);
    expect(ld).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('publishes no hours it cannot read: a schedule with a bad day or a weekday typo, or unreadable holidays', () => {
    const hours = (mallHours: unknown, holidays: unknown = settings.holidays) =>
      buildShoppingCenterJsonLd({ ...settings, mallHours, holidays }, 'https://jacaranda.example', { now })
        .openingHoursSpecification;
    expect(hours({ ...week, sun: [{ open: '10', close: 'late' }] })).toEqual([]);
    expect(hours({ ...week, sunday: [] })).toEqual([]);
    expect(hours(week, 'not a list')).toEqual([]);
  });
});
