/**
 * One thing to put in a calendar (an event's occurrence, a cinema session), and the Google Calendar link for
 * it. Times are instants: the .ics file and the link both carry them in UTC (ADR 0071), which every calendar
 * shows in its owner's zone, so a visitor abroad sees the mall's 19:00 as their own time.
 */
export interface CalendarEntry {
  /** stable across downloads, so importing twice updates instead of duplicating */
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  start: Date;
  end: Date;
  /**
   * RFC 5545 STATUS; absent is CONFIRMED. A cancelled event's file (an old link: its page offers none) says
   * CANCELLED, so importing it again over the same UID marks the entry off; a postponed one, TENTATIVE (ADR 0079).
   */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

/** 20261120T220000Z: RFC 5545's UTC form, which Google's `dates` parameter also takes */
export const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${utcStamp(entry.start)}/${utcStamp(entry.end)}`,
    details: `${entry.description}\n\n${entry.url}`.trim(),
    location: entry.location,
    ctz: 'America/Sao_Paulo',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
