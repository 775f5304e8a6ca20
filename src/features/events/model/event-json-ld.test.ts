import { describe, expect, it } from 'vitest';
import { eventJsonLd } from './event-json-ld';
import type { EventSummary } from './event-types';

const EVENT: EventSummary = {
  id: 'article-criancas',
  slug: 'oficina',
  title: 'Oficina de histórias',
  excerpt: 'Para crianças de 4 a 10 anos.',
  kind: 'kids',
  occurrences: [
    { start: '2026-11-20T15:00', end: '2026-11-20T17:00' },
    { start: '2026-11-21T15:00', end: '2026-11-21T17:00' },
  ],
  place: { kind: 'store', slug: 'letra-miuda', name: 'Letra Miúda', floorName: 'Piso Jardim', unit: 'L1-120' },
  unit: null,
  priceBrl: null,
  ageRating: 'L',
  accessibility: ['libras'],
  registrationUrl: 'https://example.com/inscricoes',
  status: 'scheduled',
  previousStart: null,
};
const MALL = { name: 'Shopping Jacarandá', url: 'https://x.test/', streetAddress: 'Av. X, 1', city: 'BH', state: 'MG' };

describe('Event JSON-LD', () => {
  it('is one scheduled Event per occurrence, at the place inside the mall, with an offer', () => {
    const ld = eventJsonLd({ event: EVENT, url: 'https://x.test/artigo/oficina', inLanguage: 'pt-BR', mall: MALL });
    expect(ld).toHaveLength(2);
    const [first] = ld;
    expect(first).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Oficina de histórias',
      startDate: '2026-11-20T15:00:00-03:00',
      endDate: '2026-11-20T17:00:00-03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      isAccessibleForFree: true,
      location: {
        '@type': 'Place',
        name: 'Letra Miúda, Piso Jardim, L1-120 · Shopping Jacarandá',
        containedInPlace: { '@type': 'ShoppingCenter', name: 'Shopping Jacarandá' },
      },
      offers: { '@type': 'Offer', price: '0.00', priceCurrency: 'BRL', url: 'https://example.com/inscricoes' },
    });
    expect(ld[1]).toMatchObject({ startDate: '2026-11-21T15:00:00-03:00' });
  });

  it('a paid event in the mall at large: its price, the ShoppingCenter as the location', () => {
    const [ld] = eventJsonLd({
      event: { ...EVENT, place: null, priceBrl: 40, registrationUrl: null, ageRating: '18' },
      url: 'https://x.test/artigo/oficina',
      inLanguage: 'en',
      mall: MALL,
    });
    expect(ld).toMatchObject({
      isAccessibleForFree: false,
      typicalAgeRange: '18-',
      location: { '@type': 'ShoppingCenter', address: { addressCountry: 'BR', addressRegion: 'MG' } },
      offers: { price: '40.00', url: 'https://x.test/artigo/oficina' },
    });
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld && JSON.parse(JSON.stringify(ld)));
  });

  it('says when it is cancelled, postponed (old date kept) or rescheduled (new date, the old one as previous)', () => {
    const ld = (event: EventSummary) =>
      eventJsonLd({ event, url: 'https://x.test/artigo/oficina', inLanguage: 'pt-BR', mall: MALL })[0];
    expect(ld(EVENT)).not.toHaveProperty('previousStartDate');
    expect(ld({ ...EVENT, status: 'cancelled' })).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      startDate: '2026-11-20T15:00:00-03:00',
    });
    expect(ld({ ...EVENT, status: 'cancelled' })).not.toHaveProperty('previousStartDate');
    expect(ld({ ...EVENT, status: 'postponed' })).toMatchObject({
      eventStatus: 'https://schema.org/EventPostponed',
      startDate: '2026-11-20T15:00:00-03:00',
      previousStartDate: '2026-11-20T15:00:00-03:00',
    });
    expect(ld({ ...EVENT, status: 'rescheduled', previousStart: '2026-11-13T15:00' })).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: '2026-11-20T15:00:00-03:00',
      previousStartDate: '2026-11-13T15:00:00-03:00',
    });
  });
});
