'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { navigateSearch, useLocationSearch } from '@/components/navigation/use-location-search';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { Link } from '@/i18n/navigation';
import { EVENT_KINDS } from '@/lib/content/content-values';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import { mallCalendarFields } from '@/lib/time/mall-clock';
import type { EventKind, EventSummary } from './model/event-types';
import { archivedEvents } from './model/event-archive';
import { AGENDA_WHEN, agendaDays, type AgendaWhen } from './model/occurrences';
import { EventCard } from './EventCard';
import styles from './Agenda.module.css';

export interface AgendaCriteria {
  when: AgendaWhen | null;
  kind: EventKind | null;
}

/** `?quando=` and `?tipo=` read leniently: an unknown value is no filter. */
export function parseAgendaParams(search: URLSearchParams): AgendaCriteria {
  const when = search.get('quando');
  const kind = search.get('tipo');
  return {
    when: (AGENDA_WHEN as readonly string[]).includes(when ?? '') ? (when as AgendaWhen) : null,
    kind: (EVENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as EventKind) : null,
  };
}

function paramsOf(c: AgendaCriteria): URLSearchParams {
  const p = new URLSearchParams();
  if (c.when) p.set('quando', c.when);
  if (c.kind) p.set('tipo', c.kind);
  return p;
}

/** Epoch: with no clock at all (stories), every occurrence is listed, as a schedule (ADR 0025). */
const BEFORE_ANYTHING = new Date(0);

/**
 * The agenda: the filters ("when" and "kind", in the URL), then the upcoming occurrences by day, then the
 * archive. "Today", "this weekend" and the archive depend on the time, so they are computed here from the
 * page's cached list of events at the browser's clock in the mall's zone. Until the browser knows its time, the
 * list is the one at `renderedAt`, the server's hourly clock: the same days as the browser's within the hour, so
 * hydration moves nothing (ADR 0094: listing every past day first pushed today down a screen, CLS 0.24–0.28),
 * and a visitor without JavaScript gets the coming days and the archive. Without it (stories), every occurrence
 * by date. Filtering rewrites the URL without a request.
 */
export function Agenda({ events, renderedAt }: { events: readonly EventSummary[]; renderedAt?: string }) {
  const t = useTranslations('events');
  const format = useFormatter();
  const now = useMinuteNow();
  const search = useLocationSearch();
  const criteria = search ? parseAgendaParams(search) : { when: null, kind: null };
  const at = now ?? (renderedAt ? new Date(renderedAt) : null);
  const days = agendaDays(events, at ?? BEFORE_ANYTHING, at ? criteria : { kind: criteria.kind });
  const archive = at ? archivedEvents(events, at) : [];
  const today = at ? mallCalendarFields(at).date : null;
  const kinds = EVENT_KINDS.filter((k) => events.some((e) => e.kind === k));
  const total = days.reduce((n, d) => n + d.entries.length, 0);

  const choose = (next: AgendaCriteria) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigateSearch(paramsOf(next), 'push');
  };
  const option = (next: AgendaCriteria, label: string, current: boolean, key: string) => (
    <li key={key}>
      <Link
        href={{ pathname: '/agenda', query: Object.fromEntries(paramsOf(next)) }}
        aria-current={current ? 'true' : undefined}
        className={styles.chip}
        onClick={choose(next)}
        scroll={false}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <div className={styles.agenda} data-agenda-state={now ? 'ready' : 'pending'}>
      <nav aria-label={t('filterWhen')} className={styles.filters}>
        <ul className={styles.chips}>
          {option({ ...criteria, when: null }, t('when.all'), criteria.when === null, 'all')}
          {AGENDA_WHEN.map((w) => option({ ...criteria, when: w }, t(`when.${w}`), criteria.when === w, w))}
        </ul>
      </nav>
      <nav aria-label={t('filterKind')} className={styles.filters}>
        <ul className={styles.chips}>
          {option({ ...criteria, kind: null }, t('allKinds'), criteria.kind === null, 'all')}
          {kinds.map((k) => option({ ...criteria, kind: k }, t(`kind.${k}`), criteria.kind === k, k))}
        </ul>
      </nav>

      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {now ? t('count', { count: total }) : null}
      </p>

      {days.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <ul className={styles.chips}>{option({ when: null, kind: null }, t('showAll'), false, 'reset')}</ul>
        </div>
      ) : (
        <ol className={styles.days}>
          {days.map((day) => {
            const label = format.dateTime(calendarDateToInstant(day.date), {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              timeZone: 'America/Sao_Paulo',
            });
            return (
              <li key={day.date} className={styles.day} data-day={day.date}>
                <h2 className={styles.dayHeading}>
                  {day.date === today ? <span className={styles.today}>{t('today')} · </span> : null}
                  {label}
                </h2>
                <ul className={styles.entries}>
                  {day.entries.map((entry) => (
                    <li key={`${entry.event.id}-${entry.occurrence.start}`}>
                      <EventCard event={entry.event} occurrence={entry.occurrence} ongoing={entry.ongoing} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}

      {archive.length > 0 ? (
        <section aria-labelledby="eventos-anteriores" className={styles.archive}>
          <h2 id="eventos-anteriores" className={styles.archiveHeading}>
            {t('archive')}
          </h2>
          <p className={styles.archiveLead}>{t('archiveLead')}</p>
          <ul className={styles.archiveList}>
            {archive.map((event) => {
              const first = event.occurrences[0];
              return (
                <li key={event.id}>
                  <Link href={{ pathname: '/artigo/[slug]', params: { slug: event.slug } }}>{event.title}</Link>
                  {first ? (
                    <span className={styles.archiveDate}>
                      {' · '}
                      {format.dateTime(calendarDateToInstant(first.start.slice(0, 10)), {
                        dateStyle: 'medium',
                        timeZone: 'America/Sao_Paulo',
                      })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
