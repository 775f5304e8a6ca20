import { CinemaDocument } from '@generated/graphql';
import { PageHeader } from '@/components/page/PageHeader';
import { StructuredTextContent } from '@/components/structured-text/StructuredTextContent';
import { LiveRefresh } from '@/features/preview';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { CinemaProgramme } from './CinemaProgramme';
import type { CinemaView } from './load-cinema';
import { TicketPrices } from './TicketPrices';
import styles from './CinemaScreen.module.css';

/**
 * What CinemaProgramme and the components below it read (DayPicker, SessionFilters, SessionTagLegend,
 * MovieListing with its badge, duration, trailer and session chips, AddToCalendar): key by key, not the
 * whole `cinema` namespace, whose movie page texts would travel in this page too (ADR 0083).
 */
const PROGRAMME_MESSAGES = [
  ...['sessionsOf', 'moviesCount', 'noMoviesOnDay', 'comingSoon', 'premiere', 'allMovies', 'dayPickerLabel'],
  ...['today', 'tomorrow', 'accessibility', 'audio', 'tags', 'ageRating', 'duration', 'trailer', 'noSessionsOnDay'],
  ...['sessionsCount', 'buyFor', 'sessionStarted'],
].map((key) => `cinema.${key}`);
const FILTER_MESSAGES = ['title', 'accessibility', 'audioAndFormat', 'period', 'periods', 'clear', 'active'];
const CLIENT_MESSAGES = [
  ...PROGRAMME_MESSAGES,
  ...[...FILTER_MESSAGES, 'noMatchDay'].map((key) => `cinema.filters.${key}`),
  'buttons.watchTrailer',
  'events.calendar',
];

/**
 * The cinema: the programme of a day of the coming week, chosen, filtered and
 * computed in the browser (`CinemaProgramme`, ADR 0025, 0068), and the ticket
 * prices. The page itself is prerendered and never reads the request; its
 * HTML links every film.
 */
export function CinemaScreen({ page, locale }: { page: CinemaView; locale: AppLocale }) {
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead} cover={page.cover} coverStyle="band" />
      <div className={styles.layout}>
        <section aria-labelledby="programacao" className={styles.programme}>
          <ClientMessages namespaces={CLIENT_MESSAGES}>
            <CinemaProgramme movies={page.movies} />
          </ClientMessages>
        </section>
        <aside className={styles.aside}>
          <TicketPrices
            prices={page.prices}
            halfPriceRules={page.halfPriceRules ? <StructuredTextContent data={page.halfPriceRules} /> : null}
          />
        </aside>
      </div>
      <LiveRefresh document={CinemaDocument} variables={{ locale }} />
    </div>
  );
}
