import { describe, expect, it } from 'vitest';
import { isoDuration, movieJsonLd } from './movie-json-ld';
import { parseTicketPrices } from './prices';
import { parseSessions } from './read-sessions';

describe('parseTicketPrices', () => {
  const json = [
    { label: { pt: 'Inteira', en: 'Full price' }, priceCents: 3800 },
    { label: { pt: 'Meia-entrada' }, priceCents: 1900, note: { pt: 'Com documento' } },
  ];

  it('reads labels in the locale, English falling back to Portuguese', () => {
    expect(parseTicketPrices(json, 'en')).toEqual([
      { label: 'Full price', priceCents: 3800, note: null },
      { label: 'Meia-entrada', priceCents: 1900, note: 'Com documento' },
    ]);
    expect(parseTicketPrices(json, 'pt')[0]?.label).toBe('Inteira');
  });

  it('reads the list whole: one malformed entry and no prices are shown', () => {
    for (const bad of [
      { label: { pt: 'Grátis?' }, priceCents: -1 },
      { label: 'sem idioma', priceCents: 100 },
      { priceCents: 100 },
    ]) {
      expect(parseTicketPrices([...json, bad], 'pt'), JSON.stringify(bad)).toEqual([]);
    }
    expect(parseTicketPrices('not a list', 'pt')).toEqual([]);
  });
});

describe('movieJsonLd', () => {
  it('writes running times as ISO 8601 durations', () => {
    expect(isoDuration(136)).toBe('PT2H16M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(45)).toBe('PT45M');
  });

  it('lists a ScreeningEvent per session given, with the mall offset and the ticket page', () => {
    const sessions = parseSessions([
      {
        weekday: 'sat',
        time: '19:30',
        room: 'Sala 3',
        format: '3D',
        audio: 'subtitled',
        accessibility: [],
        ticketUrl: 'https://ingressos.example.com/1',
      },
    ]);
    const data = movieJsonLd({
      url: 'https://shoppingjacaranda.com.br/cinema/o-voo',
      name: 'O Voo',
      cast: ['Ana Prado'],
      contentRating: '12',
      inLanguage: 'pt-BR',
      screenings: [{ date: '2026-11-21', sessions }],
      cinema: { name: 'Cine Jacarandá' },
    });
    expect(data['@type']).toBe('Movie');
    expect(data.contentRating).toBe('12 anos');
    expect(data.subjectOf).toEqual([
      expect.objectContaining({
        '@type': 'ScreeningEvent',
        startDate: '2026-11-21T19:30:00-03:00',
        videoFormat: '3D',
        subtitleLanguage: 'pt-BR',
        url: 'https://ingressos.example.com/1',
      }),
    ]);
  });
});
