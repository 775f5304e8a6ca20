import { useFormatter, useTranslations } from 'next-intl';
import type { EventOccurrence } from '@/lib/content';
import { Link } from '@/i18n/navigation';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import type { EventSummary } from './model/event-types';
import { EventStatusBadge } from './EventStatusNote';
import { whereLabel } from './where-label';
import styles from './EventCard.module.css';

interface EventCardProps {
  event: EventSummary;
  occurrence: EventOccurrence;
  /** under way now: "on now, until …" instead of its start time */
  ongoing?: boolean;
  headingLevel?: 3 | 4;
}

/** One occurrence in the agenda: its time, the article's title (the link), where, the kind, price and access. */
export function EventCard({ event, occurrence, ongoing = false, headingLevel = 3 }: EventCardProps) {
  const t = useTranslations('events');
  const format = useFormatter();
  const Heading = `h${headingLevel}` as const;
  const endDay = occurrence.end.slice(0, 10);
  const sameDay = endDay === occurrence.start.slice(0, 10);
  const endDate = format.dateTime(calendarDateToInstant(endDay), {
    day: 'numeric',
    month: 'short',
    timeZone: 'America/Sao_Paulo',
  });
  const where = whereLabel(event, (unit) => t('unit', { unit }));
  return (
    <article className={styles.card} data-event-card={event.id} data-event-status={event.status}>
      <p className={styles.time}>
        <EventStatusBadge event={event} />
        {ongoing && event.status !== 'cancelled' ? <span className={styles.ongoing}>{t('ongoing')}</span> : null}
        {ongoing && !sameDay ? (
          <span>{t('until', { date: endDate })}</span>
        ) : (
          <span>
            <time dateTime={occurrence.start}>{occurrence.start.slice(11, 16)}</time>–
            <time dateTime={occurrence.end}>{occurrence.end.slice(11, 16)}</time>
            {sameDay ? null : ` (${t('until', { date: endDate })})`}
          </span>
        )}
      </p>
      <Heading className={styles.title}>
        <Link href={{ pathname: '/artigo/[slug]', params: { slug: event.slug } }} className={styles.link}>
          {event.title}
        </Link>
      </Heading>
      {where ? <p className={styles.where}>{where}</p> : null}
      <ul className={styles.tags}>
        <li className={styles.kind}>{t(`kind.${event.kind}`)}</li>
        <li>
          {event.priceBrl === null
            ? t('free')
            : t('price', { price: format.number(event.priceBrl, { style: 'currency', currency: 'BRL' }) })}
        </li>
        {event.accessibility.map((a) => (
          <li key={a}>{t(`accessibility.${a}`)}</li>
        ))}
      </ul>
    </article>
  );
}
