import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CinemaDocument } from '@generated/graphql';
import { CinemaProgramme } from '@/features/cinema/CinemaProgramme';
import { ClientMessages } from '@/i18n/ClientMessages';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { toMovieSummary } from '@/features/cinema/movie-summary';
import { PageHeader } from '@/components/page/PageHeader';
import { TicketPrices } from '@/features/cinema/TicketPrices';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { StructuredTextContent } from '@/components/structured-text/StructuredTextContent';
import { Link } from '@/i18n/navigation';
import { parseTicketPrices } from '@/lib/cinema/prices';
import { queryCms } from '@/lib/cms/query';
import styles from './page.module.css';

interface CinemaPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: CinemaPageProps): Promise<Metadata> {
  const locale = await getLocale();
  const { cinemaPage } = await queryCms(CinemaDocument, { locale });
  if (!cinemaPage) notFound();
  return contentMetadata(cinemaPage._seoMetaTags, { locale, href: '/cinema', fallbackTitle: cinemaPage.title, fallbackDescription: cinemaPage.lead });
}

/**
 * The cinema: the programme of a day of the coming week, chosen and computed
 * in the browser (`CinemaProgramme`, ADR 0025), and the ticket prices. The
 * page itself is prerendered and never reads the request.
 */
export default async function CinemaPage({ params }: CinemaPageProps) {
  const locale = await getLocale();
  const { cinemaPage, allMovies } = await queryCms(CinemaDocument, { locale });
  if (!cinemaPage?.title) notFound();
  const movies = allMovies.flatMap((record) => toMovieSummary(record) ?? []);
  const prices = parseTicketPrices(cinemaPage.prices, locale);
  const withoutScript = (
    <ul>
      {movies.map((movie) => (
        <li key={movie.id}>
          <Link href={{ pathname: '/cinema/[slug]', params: { slug: movie.slug } }}>{movie.title}</Link>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="page-container">
      <PageHeader title={cinemaPage.title} lead={cinemaPage.lead} cover={cinemaPage.cover?.responsiveImage} coverStyle="band" />
      <div className={styles.layout}>
        <section aria-labelledby="programacao" className={styles.programme}>
          <ClientMessages namespaces={['cinema', 'buttons']}>
            <CinemaProgramme movies={movies} withoutScript={withoutScript} />
          </ClientMessages>
        </section>
        <aside className={styles.aside}>
          <TicketPrices prices={prices} halfPriceRules={cinemaPage.halfPriceRules ? <StructuredTextContent data={cinemaPage.halfPriceRules} /> : null} />
        </aside>
      </div>
      <LiveRefresh document={CinemaDocument} variables={{ locale }} />
    </div>
  );
}
