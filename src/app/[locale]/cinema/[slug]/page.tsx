import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { MovieDocument } from '@generated/graphql';
import { AgeRatingBadge } from '@/features/cinema/AgeRatingBadge';
import { calendarDateToInstant } from '@/features/articles/article-types';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { CoverImage } from '@/components/page/CoverImage';
import { JsonLd } from '@/components/page/JsonLd';
import { MovieDuration } from '@/features/cinema/MovieDuration';
import { toMovieSummary } from '@/features/cinema/movie-summary';
import { PageHeader } from '@/components/page/PageHeader';
import { pageLocale } from '@/i18n/page-locale';
import { SectionHeading } from '@/components/page/SectionHeading';
import { MovieWeek } from '@/features/cinema/MovieWeek';
import { ClientMessages } from '@/i18n/ClientMessages';
import { TrailerDialog } from '@/features/cinema/TrailerDialog';
import { RunNote } from '@/features/cinema/RunNote';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { getPathname } from '@/i18n/navigation';
import { htmlLang } from '@/i18n/routing';
import { movieJsonLd } from '@/lib/cinema/movie-json-ld';
import { runDates, sessionsOn } from '@/lib/cinema/sessions';
import { queryCms } from '@/lib/cms/query';
import { getPublicConfig } from '@/lib/config/public';
import { movieStaticParams } from '@/lib/routes/static-params';
import styles from './page.module.css';

interface MoviePageProps {
  params: Promise<{ locale: string; slug: string }>;
}

async function loadMovie(params: MoviePageProps['params']) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const data = await queryCms(MovieDocument, { locale, slug });
  const summary = data.movie ? toMovieSummary(data.movie) : null;
  if (!data.movie || !summary) notFound();
  return { locale, slug, movie: data.movie, summary, cinemaTitle: data.cinemaPage?.title ?? null, settings: data.siteSettings };
}

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = movieStaticParams;

export async function generateMetadata({ params }: MoviePageProps): Promise<Metadata> {
  const { locale, slug, movie, summary } = await loadMovie(params);
  return contentMetadata(movie._seoMetaTags, {
    locale,
    href: { pathname: '/cinema/[slug]', params: { slug } },
    fallbackTitle: summary.title,
    fallbackDescription: movie.synopsis,
  });
}

function castOf(json: unknown): string[] {
  return Array.isArray(json) ? (json as unknown[]).filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
}

/**
 * One movie: poster, facts, synopsis, trailer, the week's sessions as a table
 * with ticket links, and Movie JSON-LD with a ScreeningEvent per session.
 */
export default async function MoviePage({ params }: MoviePageProps) {
  const { locale, slug, movie, summary, cinemaTitle, settings } = await loadMovie(params);
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'cinema' }), getFormatter({ locale })]);
  // Structured data cannot depend on today (the page is cached): the run's own dates.
  const screenings = runDates(summary).map((date) => ({ date, sessions: sessionsOn(summary, date) }));
  const cast = castOf(movie.cast);
  const poster = movie.largePoster?.responsiveImage;
  const siteUrl = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const formatDate = (iso: string) => format.dateTime(calendarDateToInstant(iso), { day: 'numeric', month: 'long', timeZone: 'America/Sao_Paulo' });
  const runNote = (
    <RunNote startsOn={summary.startsOn} premiere={t('premiere', { date: formatDate(summary.startsOn) })} runUntil={summary.endsOn ? t('runUntil', { date: formatDate(summary.endsOn) }) : null} />
  );

  return (
    <div className="page-container">
      <article aria-labelledby="titulo-filme" className={styles.movie}>
        <div className={styles.top}>
          <div className={styles.poster}>
            {poster ? <CoverImage image={poster} sizes="(min-width: 48rem) 18rem, 60vw" priority className={styles.posterImage} /> : null}
          </div>
          <div className={styles.info}>
            <PageHeader
              title={summary.title}
              titleId="titulo-filme"
              breadcrumbs={[{ label: cinemaTitle ?? t('nowShowing'), href: '/cinema' }]}
              eyebrow={runNote}
            >
              <AgeRatingBadge rating={summary.ageRating} size="lg" />
              {movie.trailerUrl ? (
                <ClientMessages namespaces={['cinema.trailer', 'buttons']}>
                  <TrailerDialog movieTitle={summary.title} trailerUrl={movie.trailerUrl} posterUrl={poster?.src ?? null} />
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
              {movie.director ? (
                <div>
                  <dt>{t('director')}</dt>
                  <dd>{movie.director}</dd>
                </div>
              ) : null}
              {movie.originalTitle && movie.originalTitle !== summary.title ? (
                <div>
                  <dt>{t('originalTitle')}</dt>
                  <dd lang="und">{movie.originalTitle}</dd>
                </div>
              ) : null}
              {cast.length > 0 ? (
                <div className={styles.wide}>
                  <dt>{t('cast')}</dt>
                  <dd>{cast.join(', ')}</dd>
                </div>
              ) : null}
            </dl>
            {movie.synopsis ? (
              <section aria-labelledby="sinopse" className={styles.synopsis}>
                <h2 id="sinopse" className={styles.synopsisTitle}>
                  {t('synopsis')}
                </h2>
                <p>{movie.synopsis}</p>
              </section>
            ) : null}
          </div>
        </div>
        <section aria-labelledby="sessoes" className={styles.sessions}>
          <SectionHeading id="sessoes">{t('table.caption', { movie: summary.title })}</SectionHeading>
          <ClientMessages namespaces={['cinema', 'buttons']}>
            <MovieWeek movieTitle={summary.title} run={{ startsOn: summary.startsOn, endsOn: summary.endsOn, sessions: summary.sessions }} />
          </ClientMessages>
        </section>
      </article>
      <JsonLd
        data={movieJsonLd({
          url: `${siteUrl}${getPathname({ locale, href: { pathname: '/cinema/[slug]', params: { slug } } })}`,
          name: summary.title,
          description: movie.synopsis,
          imageUrl: movie.largePoster?.url,
          director: movie.director,
          cast,
          durationMinutes: summary.durationMinutes,
          genre: summary.genre,
          contentRating: summary.ageRating,
          trailerUrl: movie.trailerUrl,
          inLanguage: htmlLang[locale],
          screenings,
          cinema: {
            name: settings?.mallName ? `Cinema ${settings.mallName}` : 'Cinema',
            streetAddress: settings?.streetAddress,
            city: settings?.city,
            state: settings?.state,
            postalCode: settings?.postalCode,
          },
        })}
      />
      <LiveRefresh document={MovieDocument} variables={{ locale, slug }} />
    </div>
  );
}
