import { CinemaDocument } from '@generated/graphql';
import { PageHeader } from '@/components/page/PageHeader';
import { StructuredTextContent } from '@/components/structured-text/StructuredTextContent';
import { LiveRefresh } from '@/features/preview';
import { ClientMessages } from '@/i18n/ClientMessages';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { CinemaProgramme } from './CinemaProgramme';
import type { CinemaView } from './load-cinema';
import { TicketPrices } from './TicketPrices';
import styles from './CinemaScreen.module.css';

/**
 * The cinema: the programme of a day of the coming week, chosen and computed
 * in the browser (`CinemaProgramme`, ADR 0025), and the ticket prices. The
 * page itself is prerendered and never reads the request.
 */
export function CinemaScreen({ page, locale }: { page: CinemaView; locale: AppLocale }) {
  const withoutScript = (
    <ul>
      {page.movies.map((movie) => (
        <li key={movie.id}>
          <Link href={{ pathname: '/cinema/[slug]', params: { slug: movie.slug } }}>{movie.title}</Link>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead} cover={page.cover} coverStyle="band" />
      <div className={styles.layout}>
        <section aria-labelledby="programacao" className={styles.programme}>
          <ClientMessages namespaces={['cinema', 'buttons', 'events.calendar']}>
            <CinemaProgramme movies={page.movies} withoutScript={withoutScript} />
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
