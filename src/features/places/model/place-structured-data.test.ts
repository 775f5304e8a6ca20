import { describe, expect, it } from 'vitest';
import { hoursForStructuredData } from '@/features/opening-hours';
import { placeJsonLd } from './place-structured-data';

const mall = {
  name: 'Shopping Jacarandá',
  url: 'https://example.test/',
  streetAddress: 'Av. dos Ipês, 1000',
  city: 'Belo Horizonte',
  state: 'MG',
  postalCode: '30000-000',
};
const hours = hoursForStructuredData(
  {
    sector: 'gastronomy',
    hoursSource: 'own',
    openingHours: {
      fri: [{ open: '18:00', close: '02:00' }],
      sat: [{ open: '18:00', close: '02:00' }],
      sun: [{ open: '12:00', close: '24:00' }],
    },
    opensOnOptionalHolidays: true,
  },
  { sectorHours: {}, holidays: [{ date: '2026-12-25', name: { pt: 'Natal' }, mall: 'closed' }] },
);

describe('placeJsonLd', () => {
  const data = placeJsonLd(
    {
      kind: 'restaurant',
      name: 'Bar Ipê',
      url: 'https://example.test/gastronomia/bar-ipe/bar-ipe',
      images: [],
      sameAs: [],
      cuisine: 'Brasileira',
      priceRange: 3,
      hours,
    },
    mall,
  );

  it('is a Restaurant inside the ShoppingCenter', () => {
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      servesCuisine: 'Brasileira',
      priceRange: '$$$',
      containedInPlace: { '@type': 'ShoppingCenter', name: 'Shopping Jacarandá' },
    });
  });

  it('groups days with the same hours and writes midnight as 23:59', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'],
        opens: '18:00',
        closes: '02:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Sunday'],
        opens: '12:00',
        closes: '23:59',
      },
    ]);
  });

  it('marks a closed holiday with 00:00–00:00', () => {
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });
});
