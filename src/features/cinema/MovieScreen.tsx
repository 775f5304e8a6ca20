import { MovieDocument } from '@generated/graphql';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CoverImage } from '@/components/page/CoverImage';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHeader } from '@/components/page/PageHeader';
import { SectionHeading } from '@/components/page/SectionHeading';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import { LiveRefresh } from '@/features/preview';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { AgeRatingBadge } from './AgeRatingBadge';
import type { MovieView } from './load-movie';
import { MovieDuration } from './MovieDuration';
import { MovieWeek } from './MovieWeek';
import { RunNote } from './RunNote';
import { TrailerDialog } from './TrailerDialog';
import styles from './MovieScreen.module.css';

/**
 * What the week's sessions (MovieWeek: its table, chips, filters, tag legend and AddToCalendar) say, key by key:
 * the whole `cinema` namespace carried the film's facts and the programme's texts too (ADR 0083).
 */
const MOVIE_WEEK_MESSAGES = [
  ...['today', 'noSessionsOnDay', 'sessionsCount', 'buyFor', 'sessionStarted', 'table', 'tags'],
  ...['accessibility', 'audio', 'filters'],
]
  .map((key) => `cinema.${key}`)
  .concat('buttons', 'events.calendar');

/**
 * One movie: poster, facts, synopsis, trailer, the week's sessions as a table
 * with ticket links, and Movie JSON-LD with the coming week's ScreeningEvents (ADR 0067).
 */
export async function MovieScreen({ view, locale }: { view: MovieView; locale: AppLocale }) {
  const { summary, poster } = view;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'cinema' }), getFormatter({ locale })]);
  const formatDate = (iso: string) =>
    format.dateTime(calendarDateToInstant(iso), { day: 'numeric', month: 'long', timeZone: 'America/Sao_Paulo' });
  const runNote = (
    <RunNote
      startsOn={summary.startsOn}
      premiere={t('premiere', { date: formatDate(summary.startsOn) })}
      runUntil={summary.endsOn ? t('runUntil', { date: formatDate(summary.endsOn) }) : null}
    />
  );

  return (
    <div className="page-container">
      <article aria-labelledby="titulo-filme" className={styles.movie}>
        <div className={styles.top}>
          <div className={styles.poster}>
            {poster ? (
              <CoverImage
                image={poster}
                sizes="(min-width: 48rem) 18rem, 60vw"
                priority
                className={styles.posterImage}
              />
            ) : null}
          </div>
          <div className={styles.info}>
            <PageHeader
              title={summary.title}
              titleId="titulo-filme"
              breadcrumbs={[{ label: view.cinemaTitle ?? t('nowShowing'), href: '/cinema' }]}
              eyebrow={runNote}
            >
              <AgeRatingBadge rating={summary.ageRating} size="lg" />
              {view.trailerUrl ? (
                <ClientMessages namespaces={['cinema.trailer', 'buttons']}>
                  <TrailerDialog
                    movieTitle={summary.title}
                    trailerUrl={view.trailerUrl}
                    posterUrl={poster?.src ?? null}
                  />
                </ClientMessages>
              ) : null}
            </PageHeader>
            <dl className={styles.facts}>
              {summary.genre ? (
                <div>
                  <dt>{t('genre')}</dt>
                  <dd>{summary.genre}</dd>
                </div>
              ) : null}
              {summary.durationMinutes ? (
                <div>
                  <dt>{t('durationLabel')}</dt>
                  <dd>
                    <MovieDuration minutes={summary.durationMinutes} />
                  </dd>
                </div>
              ) : null}
              {view.director ? (
                <div>
                  <dt>{t('director')}</dt>
                  <dd>{view.director}</dd>
                </div>
              ) : null}
              {view.originalTitle ? (
                <div>
                  <dt>{t('originalTitle')}</dt>
                  <dd lang="und">{view.originalTitle}</dd>
                </div>
              ) : null}
              {view.cast.length > 0 ? (
                <div className={styles.wide}>
                  <dt>{t('cast')}</dt>
                  <dd>{view.cast.join(', ')}</dd>
                </div>
              ) : null}
            </dl>
            {view.synopsis ? (
              <section aria-labelledby="sinopse" className={styles.synopsis}>
                <h2 id="sinopse" className={styles.synopsisTitle}>
                  {t('synopsis')}
                </h2>
                <p>{view.synopsis}</p>
              </section>
            ) : null}
          </div>
        </div>
        <section aria-labelledby="sessoes" className={styles.sessions}>
          <SectionHeading id="sessoes">{t('table.caption', { movie: summary.title })}</SectionHeading>
          <ClientMessages namespaces={MOVIE_WEEK_MESSAGES}>
            <MovieWeek
              movieTitle={summary.title}
              movieSlug={summary.slug}
              run={{ startsOn: summary.startsOn, endsOn: summary.endsOn, sessions: summary.sessions }}
            />
          </ClientMessages>
        </section>
      </article>
      <JsonLd data={view.jsonLd} />
      <LiveRefresh document={MovieDocument} variables={{ locale, slug: view.slug }} />
    </div>
  );
}
