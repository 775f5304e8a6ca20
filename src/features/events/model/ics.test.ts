import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, type CalendarEntry } from './calendar-entry';
import { icsCalendar } from './ics';
import { mallDateTimeInstant } from './occurrences';

const ENTRY: CalendarEntry = {
  uid: 'article-samba-0@shoppingjacaranda.com.br',
  title: 'Roda de samba; no Boteco, com “acentuação” e vírgulas',
  description: 'Samba ao vivo toda sexta.\nEntrada R$ 25,00. '.repeat(4),
  location: 'Boteco Pé de Ipê, Piso Jacarandá, L3-306 · Shopping Jacarandá, Belo Horizonte',
  url: 'https://shoppingjacaranda.com.br/artigo/roda-de-samba',
  start: mallDateTimeInstant('2026-11-20T19:00'),
  end: mallDateTimeInstant('2026-11-20T22:00'),
};
const STAMP = new Date('2026-11-10T12:00:00Z');

describe('.ics output (RFC 5545)', () => {
  const text = icsCalendar(
    [ENTRY, { ...ENTRY, uid: 'second@x', start: ENTRY.end, end: new Date(ENTRY.end.getTime() + 3_600_000) }],
    {
      name: 'Agenda',
      stamp: STAMP,
    },
  );

  it('parses with ical.js: one VEVENT per entry, times as the mall’s instants, text fields intact', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const [first] = events;
    expect(first?.uid).toBe(ENTRY.uid);
    expect(first?.summary).toBe(ENTRY.title);
    expect(first?.location).toBe(ENTRY.location);
    expect(first?.description).toBe(ENTRY.description);
    expect(first?.startDate.toJSDate().toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(first?.endDate.toJSDate().toISOString()).toBe('2026-11-21T01:00:00.000Z');
    expect(first?.component.getFirstPropertyValue('url')).toBe(ENTRY.url);
    expect(String(first?.component.getFirstPropertyValue('dtstamp'))).toBe('2026-11-10T12:00:00Z');
  });

  it('keeps the format’s rules: CRLF lines of at most 75 octets, UTC times, the same bytes each time', () => {
    const lines = text.split('\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines.every((l) => !l.includes('\n'))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTART:20261120T220000Z');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(icsCalendar([ENTRY], { name: 'Agenda', stamp: STAMP })).toBe(
      icsCalendar([ENTRY], { name: 'Agenda', stamp: STAMP }),
    );
  });

  it('gives Google Calendar the same UTC times and the mall’s zone', () => {
    const url = new URL(googleCalendarUrl(ENTRY));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261120T220000Z/20261121T010000Z');
    expect(url.searchParams.get('ctz')).toBe('America/Sao_Paulo');
    expect(url.searchParams.get('location')).toBe(ENTRY.location);
  });

  it('says a cancelled event is cancelled, so a re-import over the same UID marks it off', () => {
    const calendar = new ICAL.Component(
      ICAL.parse(icsCalendar([{ ...ENTRY, status: 'CANCELLED' }], { name: 'Agenda', stamp: STAMP })),
    );
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
