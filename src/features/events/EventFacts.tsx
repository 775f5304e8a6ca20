import { getFormatter, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/page/JsonLd';
import { placeHref } from '@/features/places';
import { Link } from '@/i18n/navigation';
import { htmlLang, type AppLocale } from '@/i18n/routing';
import { getPublicConfig } from '@/lib/config/public';
import { slugifyName } from '@/lib/url/slugify-name';
import { AddToCalendar } from './AddToCalendar';
import { articleUrl, eventCalendarEntry } from './calendar-entries';
import { loadEvents } from './load-events';
import { googleCalendarUrl } from './model/calendar-entry';
import { eventIcsHref } from './model/calendar-hrefs';
import { eventJsonLd } from './model/event-json-ld';
import { canAddToCalendar, type EventPlace } from './model/event-types';
import { mallDateTimeInstant } from './model/occurrences';
import { EventStatusNotice } from './EventStatusNote';
import { whereLabel } from './where-label';
import styles from './EventFacts.module.css';

function placeLink(place: EventPlace) {
  if (place.kind === 'service') return '/servicos' as const;
  return placeHref({ kind: place.kind, slug: place.slug, nameSlug: slugifyName(place.name) });
}

/**
 * An event article's facts, under its header: every occurrence with "add to calendar", where in the mall (a
 * link to the place), price, age rating, accessibility and registration; and its `Event` JSON-LD. Nothing
 * here depends on "now" (the page is cached): an ended event keeps its dates. Renders nothing for an
 * article that is no event.
 */
export async function EventFacts({
  articleId,
  locale,
  imageUrl,
}: {
  articleId: string;
  locale: AppLocale;
  imageUrl?: string | null;
}) {
  const { events, mall } = await loadEvents(locale);
  const event = events.find((e) => e.id === articleId);
  if (!event) return null;
  const t = await getTranslations({ locale, namespace: 'events' });
  const tCalendar = await getTranslations({ locale, namespace: 'events.calendar' });
  const format = await getFormatter({ locale });
  const where = whereLabel(event, (unit) => t('unit', { unit }));
  const siteUrl = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const when = (local: string, withDay: boolean) =>
    format.dateTime(mallDateTimeInstant(local), {
      ...(withDay ? { weekday: 'long', day: 'numeric', month: 'long' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      // 19:00 in both languages, as the end time beside it and the mall's signs show it
      hourCycle: 'h23',
      timeZone: 'America/Sao_Paulo',
    });
  return (
    <section className={styles.facts} aria-labelledby="sobre-o-evento" data-event-facts="">
      <h2 id="sobre-o-evento" className={styles.heading}>
        {t('details')}
      </h2>
      <EventStatusNotice event={event} />
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{t('whenHeading')}</dt>
          <dd>
            <ul className={styles.occurrences}>
              {event.occurrences.map((o, index) => {
                const sameDay = o.start.slice(0, 10) === o.end.slice(0, 10);
                const label = `${when(o.start, true)} – ${sameDay ? o.end.slice(11, 16) : when(o.end, true)}`;
                // a cancelled event, or one postponed to a date not known yet, is not put in a calendar (ADR 0079)
                const entry = canAddToCalendar(event) ? eventCalendarEntry(locale, event, index, mall, where) : null;
                return (
                  <li key={o.start} className={styles.occurrence}>
                    <span className={event.status === 'cancelled' ? styles.cancelled : undefined}>{label}</span>
                    {entry ? (
                      <AddToCalendar
                        variant="compact"
                        icsHref={eventIcsHref(locale, event.id, index)}
                        googleHref={googleCalendarUrl(entry)}
                        accessibleName={tCalendar('addToCalendarFor', { title: event.title, date: label })}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
        {where ? (
          <div className={styles.row}>
            <dt>{t('where')}</dt>
            <dd>{event.place ? <Link href={placeLink(event.place)}>{where}</Link> : where}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t('admission')}</dt>
          <dd>
            {event.priceBrl === null
              ? t('free')
              : t('price', { price: format.number(event.priceBrl, { style: 'currency', currency: 'BRL' }) })}
            {' · '}
            {t('ageRating', { rating: event.ageRating })}
            {event.accessibility.length > 0
              ? ` · ${event.accessibility.map((a) => t(`accessibility.${a}`)).join(' · ')}`
              : null}
          </dd>
        </div>
      </dl>
      {event.registrationUrl && event.status !== 'cancelled' ? (
        <a href={event.registrationUrl} className={styles.register} target="_blank" rel="noopener noreferrer">
          {t('register')}
        </a>
      ) : null}
      <JsonLd
        data={eventJsonLd({
          event,
          url: articleUrl(locale, event.slug),
          imageUrl: imageUrl ?? null,
          inLanguage: htmlLang[locale],
          mall: { ...mall, url: `${siteUrl}/` },
        })}
      />
    </section>
  );
}
