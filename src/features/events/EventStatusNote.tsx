import { useFormatter, useTranslations } from 'next-intl';
import type { EventSummary } from './model/event-types';
import { mallDateTimeInstant } from './model/occurrences';
import styles from './EventStatusNote.module.css';

interface EventStatusNoteProps {
  event: Pick<EventSummary, 'status' | 'previousStart'>;
  /** 'badge' on cards, 'notice' (a sentence that says what to do) on the article page */
  variant?: 'badge' | 'notice';
}

/**
 * Cancelled, postponed or rescheduled, in words (never by colour or a struck-through title alone, which a screen
 * reader does not say). Nothing for an event on as planned. No clock: the status is content, the same for
 * everyone, so it is in the cached HTML (ADR 0079).
 */
export function EventStatusNote({ event, variant = 'badge' }: EventStatusNoteProps) {
  const t = useTranslations('events.status');
  const format = useFormatter();
  if (event.status === 'scheduled') return null;
  const label =
    event.status === 'rescheduled' && event.previousStart
      ? t('rescheduled', {
          date: format.dateTime(mallDateTimeInstant(event.previousStart), {
            day: 'numeric',
            month: 'long',
            timeZone: 'America/Sao_Paulo',
          }),
        })
      : t(event.status === 'cancelled' ? 'cancelled' : 'postponed');
  if (variant === 'badge')
    return (
      <span className={styles.badge} data-event-status={event.status}>
        {label}
      </span>
    );
  return (
    <p className={styles.notice} role="note" data-event-status={event.status}>
      <strong>{label}</strong> {t(`${event.status === 'rescheduled' ? 'rescheduled' : event.status}Note`)}
    </p>
  );
}
