import { createEvents, type EventAttributes } from 'ics';
import type { CalendarEntry } from './calendar-entry';

/**
 * An RFC 5545 calendar of `entries`, written by the `ics` package: one VEVENT each, times in UTC (ADR 0071),
 * DTSTAMP fixed by the caller (the content's last change), so the same content always gives the same bytes
 * and the answer caches like a page.
 */
export function icsCalendar(entries: readonly CalendarEntry[], options: { name: string; stamp: Date }): string {
  const events: EventAttributes[] = entries.map((e) => ({
    uid: e.uid,
    title: e.title,
    description: e.description,
    location: e.location,
    url: e.url,
    start: e.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: e.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    timestamp: options.stamp.getTime(),
    status: e.status ?? 'CONFIRMED',
    productId: '-//Shopping Jacaranda//Agenda//PT',
    calName: options.name,
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('ics: no output');
  return foldByOctets(value);
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1 folds lines longer than 75 octets; `ics` counts characters, so a line of accented Portuguese
 * came out longer. Unfolded and folded again by octets, never inside a character.
 */
export function foldByOctets(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let size = 0;
      for (const char of line) {
        const bytes = encoder.encode(char).length;
        // the first line holds 75 octets, each continuation 74 after its leading space
        if (size + bytes > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = '';
          size = 0;
        }
        part += char;
        size += bytes;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}
