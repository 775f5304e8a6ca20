// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { withIntl } from '@/test-support/render-with-intl';
import { STORY_EVENTS } from '../../../stories/events/event-fixtures';
import { Agenda } from './Agenda';
import { agendaDays } from './model/occurrences';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a className={className}>{children}</a>
  ),
}));

/** The agenda as the server sends it (no effect runs: the browser's clock is not known yet). */
function serverAgenda(renderedAt?: string) {
  const html = renderToStaticMarkup(withIntl(<Agenda events={STORY_EVENTS} renderedAt={renderedAt} />));
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return {
    days: [...doc.querySelectorAll('[data-day]')].map((day) => day.getAttribute('data-day')),
    archived: doc.querySelector('#eventos-anteriores') !== null,
  };
}

// Saturday 21 November 2026, 10:00 in São Paulo: Friday's samba has ended
const SERVER_HOUR = '2026-11-21T13:00:00.000Z';
const BROWSER_MINUTE = new Date('2026-11-21T13:47:00.000Z');

describe('Agenda before the browser knows the time', () => {
  it('lists the days the browser will list within the hour, so hydration moves nothing (ADR 0094)', () => {
    const { days, archived } = serverAgenda(SERVER_HOUR);
    expect(days).toEqual(agendaDays(STORY_EVENTS, BROWSER_MINUTE).map((day) => day.date));
    expect(days[0]).toBe('2026-11-21');
    // what has ended is in the archive, for a visitor without JavaScript too
    expect(archived).toBe(true);
  });

  it('without the server’s clock (stories), lists every occurrence by date, as a schedule', () => {
    const { days, archived } = serverAgenda();
    const earliest = STORY_EVENTS.flatMap((e) => e.occurrences.map((o) => o.start.slice(0, 10))).sort()[0];
    expect(days[0]).toBe(earliest);
    expect(archived).toBe(false);
  });
});
