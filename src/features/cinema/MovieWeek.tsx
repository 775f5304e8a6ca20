'use client';

import { useTranslations } from 'next-intl';
import { navigateSearch, useLocationSearch } from '@/components/navigation/use-location-search';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { mallDate, mallTime, nextDays } from './model/calendar';
import { PROGRAMME_DAYS } from './model/day-selection';
import { filterSessions, isFiltering, NO_FILTER, parseSessionFilter, withSessionFilter } from './model/session-filters';
import { sessionTags, type SessionTag } from './model/session-tags';
import { sessionsOn, sessionsOnWeekday, type MovieRun } from './model/sessions';
import { addDays, WEEKDAYS_FROM_MONDAY } from '@/lib/time/mall-clock';
import { CompactSessions } from './CompactSessions';
import { SessionFilters } from './SessionFilters';
import { SessionTable, type ProgrammeDay } from './SessionTable';
import { SessionTagLegend } from './SessionTagLegend';
import styles from './MovieWeek.module.css';

/** Any Monday: before the browser knows today, the table is the regular week from Monday. */
const REGULAR_WEEK_FROM = '2001-01-01';

interface WeekProps {
  movieTitle: string;
  /** with it, each session still to come gets "add to calendar" (only once the days are real dates) */
  movieSlug?: string;
  days: readonly ProgrammeDay[];
  today: string | null;
  nowTime: string | null;
}

/** The week as a table on wide screens and as compact day blocks on a phone (CSS shows one). */
function WeekViews(props: WeekProps) {
  return (
    <>
      <div className={styles.wide}>
        <SessionTable {...props} />
      </div>
      <div className={styles.phone}>
        <CompactSessions {...props} />
      </div>
    </>
  );
}

/**
 * A movie's sessions over the seven days from today, today's started ones not
 * sold, filtered as the URL says (`?acessibilidade=libras`, ADR 0068),
 * computed in the browser (the page is cached: ADR 0025). The server's HTML
 * has the regular week by weekday and the tags' legend, so the sessions are
 * readable without JavaScript.
 */
export function MovieWeek({ movieTitle, movieSlug, run }: { movieTitle: string; movieSlug?: string; run: MovieRun }) {
  const now = useMinuteNow();
  const search = useLocationSearch();
  const t = useTranslations('cinema');
  const tags = [...new Set<SessionTag>(run.sessions.flatMap((s) => sessionTags(s)))];
  const legend = <SessionTagLegend tags={tags} />;
  if (!now) {
    const days = WEEKDAYS_FROM_MONDAY.map((weekday, i) => ({
      date: addDays(REGULAR_WEEK_FROM, i),
      sessions: sessionsOnWeekday(run, weekday),
    }));
    return (
      <>
        {legend}
        {run.sessions.length === 0 ? <p className={styles.count}>{t('noSessionsOnDay')}</p> : null}
        <WeekViews movieTitle={movieTitle} days={days} today={null} nowTime={null} />
      </>
    );
  }
  const today = mallDate(now);
  const filter = search ? parseSessionFilter(search) : NO_FILTER;
  const days = nextDays(today, PROGRAMME_DAYS).map((date) => ({
    date,
    sessions: filterSessions(sessionsOn(run, date), filter),
  }));
  const count = days.reduce((sum, day) => sum + day.sessions.length, 0);
  return (
    <>
      {legend}
      <SessionFilters
        filter={filter}
        onChange={(next) =>
          navigateSearch(withSessionFilter(new URLSearchParams(window.location.search), next), 'replace')
        }
      />
      <p className={styles.count} aria-live="polite">
        {count > 0
          ? t('sessionsCount', { count })
          : isFiltering(filter)
            ? t('filters.noMatchWeek')
            : t('noSessionsOnDay')}
      </p>
      <WeekViews
        movieTitle={movieTitle}
        {...(movieSlug ? { movieSlug } : {})}
        days={days}
        today={today}
        nowTime={mallTime(now)}
      />
    </>
  );
}
