import { describe, expect, it } from 'vitest';
import { type MallForJsonLd, placeDetailJsonLd, type PlaceDetailForJsonLd } from './place-detail-json-ld';

const day = [{ open: '10:00', close: '22:00' }];
const stores = { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: [{ open: '14:00', close: '20:00' }] };
const mall: MallForJsonLd = {
  name: 'Shopping Jacarandá',
  hours: { sectorHours: {}, holidays: [{ date: '2026-12-25', name: { pt: 'Natal' }, mall: 'closed' }] },
  streetAddress: 'Av. dos Ipês, 1000',
  district: 'Savassi',
  city: 'Belo Horizonte',
  state: 'MG',
  postalCode: '30000-000',
  phone: '+55 31 3000-0000',
  latitude: -19.93,
  longitude: -43.94,
};
const urls = { page: 'https://example.test/loja/casa-aroeira/casa-aroeira', home: 'https://example.test/' };

const store: PlaceDetailForJsonLd = {
  summary: {
    kind: 'store',
    name: 'Casa Aroeira',
    floorName: 'Piso Jardim',
    unit: 'L1-104',
    categoryName: 'Casa e decoração',
    priceRange: null,
    hours: { sector: 'stores', hoursSource: 'own', openingHours: stores, opensOnOptionalHolidays: null },
  },
  shortDescription: 'Objetos para a casa.',
  phone: '+55 31 3000-0104',
  website: 'https://casa-aroeira.example',
  instagram: '@casa.aroeira',
  logoLarge: { url: 'https://img.example/logo.png' },
  images: [{ url: 'https://img.example/1.jpg' }, { url: null }, { url: 'https://img.example/2.jpg' }],
  menuUrl: null,
};

describe('placeDetailJsonLd', () => {
  const data = placeDetailJsonLd(store, mall, urls);

  it('describes a store at its page, with its photos, logo, phone and profiles', () => {
    expect(data).toMatchObject({
      '@type': 'Store',
      name: 'Casa Aroeira',
      url: urls.page,
      description: 'Objetos para a casa.',
      image: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
      logo: 'https://img.example/logo.png',
      telephone: '+55 31 3000-0104',
      sameAs: ['https://casa-aroeira.example', 'https://www.instagram.com/casa.aroeira/'],
    });
    // a store's category is not a cuisine
    expect(data).not.toHaveProperty('servesCuisine');
  });

  it('puts the floor and unit in the place’s address and the mall, with its home page and position, around it', () => {
    expect(data.address).toMatchObject({
      streetAddress: 'Av. dos Ipês, 1000, Piso Jardim · L1-104',
      addressLocality: 'Belo Horizonte',
      addressCountry: 'BR',
    });
    expect(data.containedInPlace).toMatchObject({
      '@type': 'ShoppingCenter',
      name: 'Shopping Jacarandá',
      url: urls.home,
      telephone: '+55 31 3000-0000',
      address: { streetAddress: 'Av. dos Ipês, 1000' },
      geo: { '@type': 'GeoCoordinates', latitude: -19.93, longitude: -43.94 },
    });
  });

  it('gives the place’s weekly hours and the mall’s holidays', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '10:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Sunday'],
        opens: '14:00',
        closes: '20:00',
      },
    ]);
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

  it('announces, at an instant, the special hours of the coming six months only', () => {
    const holidays = ['2026-11-20', '2026-11-25', '2026-12-25', '2027-05-26', '2027-05-27'].map((date) => ({
      date,
      name: { pt: 'Feriado' },
      mall: 'closed' as const,
    }));
    const withHolidays = { ...mall, hours: { ...mall.hours, holidays } };
    const at = (instant: string) =>
      (
        placeDetailJsonLd(store, withHolidays, urls, new Date(instant)).specialOpeningHoursSpecification as {
          validFrom: string;
        }[]
      ).map((s) => s.validFrom);
    // 02:30 UTC on the 25th is 23:30 on the 24th in the mall: from the 24th through 183 days later, 26 May
    expect(at('2026-11-25T02:30:00Z')).toEqual(['2026-11-25', '2026-12-25', '2027-05-26']);
    expect(at('2026-11-25T15:00:00Z')).toEqual(['2026-11-25', '2026-12-25', '2027-05-26', '2027-05-27']);
    expect(at('2026-11-26T15:00:00Z')).toEqual(['2026-12-25', '2027-05-26', '2027-05-27']);
    // without an instant (no clock), every holiday
    expect((placeDetailJsonLd(store, withHolidays, urls).specialOpeningHoursSpecification as unknown[]).length).toBe(5);
  });

  it('gives a restaurant its cuisine, price range and menu', () => {
    const restaurant = placeDetailJsonLd(
      {
        ...store,
        summary: { ...store.summary, kind: 'restaurant', categoryName: 'Mineira', priceRange: 2, unit: null },
        menuUrl: 'https://menu.example',
        instagram: 'mesa',
      },
      mall,
      urls,
    );
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      servesCuisine: 'Mineira',
      priceRange: '$$',
      hasMenu: 'https://menu.example',
    });
    expect(restaurant.sameAs).toContain('https://www.instagram.com/mesa/');
    expect((restaurant.address as { streetAddress: string }).streetAddress).toBe('Av. dos Ipês, 1000, Piso Jardim');
  });

  it('leaves out what the page does not have, and the logo stands in for missing photos', () => {
    const bare = placeDetailJsonLd(
      {
        ...store,
        summary: { ...store.summary, floorName: null, unit: null },
        shortDescription: null,
        phone: null,
        website: null,
        instagram: null,
        images: [],
      },
      { ...mall, latitude: null, phone: null },
      urls,
    );
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('telephone');
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare.image).toBe('https://img.example/logo.png');
    expect((bare.address as { streetAddress: string }).streetAddress).toBe('Av. dos Ipês, 1000');
    expect(bare.containedInPlace).not.toHaveProperty('geo');
  });
});
