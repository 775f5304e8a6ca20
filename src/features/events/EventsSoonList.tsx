'use client';

import { useTranslations } from 'next-intl';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { mallCalendarFields } from '@/lib/time/mall-clock';
import type { EventSummary } from './model/event-types';
import { agendaDays, type AgendaEntry } from './model/occurrences';
import { EventCard } from './EventCard';
import styles from './EventsSoon.module.css';

const MAX = 4;

/**
 * The home page's band: what is on today and this weekend, at the browser's clock in the mall's zone
 * (ADR 0025). Before the time is known the two columns hold their place, empty.
 */
export function EventsSoonList({ events }: { events: readonly EventSummary[] }) {
  const t = useTranslations('events');
  const now = useMinuteNow();
  const today = now ? mallCalendarFields(now).date : null;
  const flat = (when: 'hoje' | 'fim-de-semana') =>
    now ? agendaDays(events, now, { when }).flatMap((d) => d.entries.map((e) => ({ ...e, day: d.date }))) : [];
  const todays = flat('hoje');
  // on a Saturday or Sunday, today is part of the weekend: the weekend column keeps the days after it
  const weekend = flat('fim-de-semana').filter((e) => e.day !== today);
  const column = (id: string, title: string, entries: (AgendaEntry<EventSummary> & { day: string })[]) => (
    <div className={styles.column} data-events-soon={id}>
      <h3 className={styles.columnTitle}>{title}</h3>
      {now && entries.length === 0 ? <p className={styles.none}>{t('noneInColumn')}</p> : null}
      <ul className={styles.list}>
        {entries.slice(0, MAX).map((e) => (
          <li key={`${e.event.id}-${e.occurrence.start}`}>
            <EventCard event={e.event} occurrence={e.occurrence} ongoing={e.ongoing} headingLevel={4} />
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <div className={styles.columns} data-agenda-state={now ? 'ready' : 'pending'}>
      {column('hoje', t('when.hoje'), todays)}
      {column('fim-de-semana', t('when.fim-de-semana'), weekend)}
    </div>
  );
}
