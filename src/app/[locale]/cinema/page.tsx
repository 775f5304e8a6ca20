import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CinemaDocument } from '@generated/graphql';
import { calendarDateToInstant } from '@/components/content/article-types';
import { contentMetadata } from '@/components/content/content-metadata';
import { DayPicker } from '@/components/content/DayPicker';
import { MovieListing } from '@/components/content/MovieListing';
import { toMovieSummary } from '@/components/content/movie-summary';
import { PageHeader } from '@/components/content/PageHeader';
import { firstParam, pageLocale } from '@/components/content/page-locale';
import { TicketPrices } from '@/components/content/TicketPrices';
import { LiveRefresh } from '@/components/preview/LiveRefresh';
import { StructuredTextContent } from '@/components/structured-text/StructuredTextContent';
import { mallDate, mallTime, nextDays } from '@/lib/cinema/calendar';
import { PROGRAMME_DAYS, selectedDay } from '@/lib/cinema/day-selection';
import { parseTicketPrices } from '@/lib/cinema/prices';
import { isPlayingOn, sessionsOn } from '@/lib/cinema/sessions';
import { queryCms } from '@/lib/cms/query';
import { mallNow } from '@/lib/time/mall-clock';
import styles from './page.module.css';

interface CinemaPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: CinemaPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { cinemaPage } = await queryCms(CinemaDocument, { locale });
  if (!cinemaPage) notFound();
  return contentMetadata(cinemaPage._seoMetaTags, { locale, href: '/cinema', fallbackTitle: cinemaPage.title, fallbackDescription: cinemaPage.lead });
}

/**
 * The cinema's programme for one day of the coming week (`?dia=`, today by
 * default, in the mall's time zone): the movies in their run with that day's
 * sessions, and the ticket prices with the half-price rules.
 */
export default async function CinemaPage({ params, searchParams }: CinemaPageProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const [{ cinemaPage, allMovies }, t, format] = await Promise.all([
    queryCms(CinemaDocument, { locale }),
    getTranslations({ locale, namespace: 'cinema' }),
    getFormatter({ locale }),
  ]);
  if (!cinemaPage?.title) notFound();

  const now = mallNow();
  const today = mallDate(now);
  const day = selectedDay(firstParam(query.dia), today);
  const startedUntil = day === today ? mallTime(now) : null;
  const programme = allMovies
    .flatMap((record) => {
      const movie = toMovieSummary(record);
      return movie && isPlayingOn(movie, day) ? [{ movie, sessions: sessionsOn(movie, day) }] : [];
    })
    // movies with sessions that day first, then by title
    .sort((a, b) => Number(b.sessions.length > 0) - Number(a.sessions.length > 0) || a.movie.title.localeCompare(b.movie.title, locale));
  const dayLabel = format.dateTime(calendarDateToInstant(day), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'America/Sao_Paulo' });
  const prices = parseTicketPrices(cinemaPage.prices, locale);

  return (
    <div className="page-container">
      <PageHeader title={cinemaPage.title} lead={cinemaPage.lead} cover={cinemaPage.cover?.responsiveImage} />
      <div className={styles.layout}>
        <section aria-labelledby="programacao" className={styles.programme}>
          <h2 id="programacao" className={styles.heading}>
            {t('sessionsOf', { date: dayLabel })}
          </h2>
          <DayPicker days={nextDays(today, PROGRAMME_DAYS)} selected={day} />
          {programme.length > 0 ? (
            <ul className={styles.movies}>
              {programme.map(({ movie, sessions }, index) => (
                <li key={movie.id}>
                  <MovieListing movie={movie} date={day} sessions={sessions} startedUntil={startedUntil} priority={index < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('noMoviesOnDay')}</p>
          )}
        </section>
        <aside className={styles.aside}>
          <TicketPrices prices={prices} halfPriceRules={cinemaPage.halfPriceRules ? <StructuredTextContent data={cinemaPage.halfPriceRules} /> : null} />
        </aside>
      </div>
      <LiveRefresh document={CinemaDocument} variables={{ locale }} />
    </div>
  );
}

export const instant = false; // HACK
