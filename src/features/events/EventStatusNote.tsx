import { useFormatter, useTranslations } from 'next-intl';
import type { EventSummary } from './model/event-types';
import { mallDateTimeInstant } from './model/occurrences';
import styles from './EventStatusNote.module.css';

type StatusOf = Pick<EventSummary, 'status' | 'previousStart'>;

/** "Cancelado", "Adiado", "Nova data (antes em 15 de novembro)"; null for an event on as planned */
function useStatusLabel(event: StatusOf): string | null {
  const t = useTranslations('events.status');
  const format = useFormatter();
  if (event.status === 'scheduled') return null;
  if (event.status === 'rescheduled' && event.previousStart)
    return t('rescheduled', {
      date: format.dateTime(mallDateTimeInstant(event.previousStart), {
        day: 'numeric',
        month: 'long',
        timeZone: 'America/Sao_Paulo',
      }),
    });
  return t(event.status === 'cancelled' ? 'cancelled' : 'postponed');
}

/**
 * Cancelled, postponed or rescheduled, in words on an event's card (never by colour or a struck-through title
 * alone, which a screen reader does not say). Nothing for an event on as planned. No clock: the status is
 * content, the same for everyone, so it is in the cached HTML (ADR 0079).
 */
export function EventStatusBadge({ event }: { event: StatusOf }) {
  const label = useStatusLabel(event);
  if (!label) return null;
  return (
    <span className={styles.badge} data-event-status={event.status}>
      {label}
    </span>
  );
}

/**
 * The article page's notice: the status and what it means. Its sentences are in a namespace of their own, so
 * the agenda, whose client part carries the `events` messages, does not carry them too.
 */
export function EventStatusNotice({ event }: { event: StatusOf }) {
  const label = useStatusLabel(event);
  const t = useTranslations('eventStatusNotes');
  if (!label || event.status === 'scheduled') return null;
  return (
    <p className={styles.notice} role="note" data-event-status={event.status}>
      <strong>{label}</strong> {t(event.status)}
    </p>
  );
}
