import { MovieDocument } from '@generated/graphql';
import { getPathname } from '@/i18n/navigation';
import { htmlLang, type AppLocale } from '@/i18n/routing';
import { movieJsonLd } from './model/movie-json-ld';
import { comingScreenings } from './model/coming-screenings';
import { textListSchema } from '@/lib/content';
import { queryCms } from '@/lib/cms/query';
import { getPublicConfig } from '@/lib/config/public';
import { hourlyClock } from '@/lib/time/hourly-clock';
import type { PageSeo } from '@/lib/seo/content-metadata';
import { toMovieSummary } from './movie-summary';

export type MovieView = NonNullable<Awaited<ReturnType<typeof loadMovie>>>;

/** `cast` read whole through its schema (ADR 0037): a malformed list names nobody. */
function castOf(json: unknown): string[] {
  return textListSchema.safeParse(json).data ?? [];
}

/** One movie's page, or null when there is no such movie (a 404). */
export async function loadMovie(locale: AppLocale, slug: string) {
  const data = await queryCms(MovieDocument, { locale, slug });
  const movie = data.movie;
  const summary = movie ? toMovieSummary(movie) : null;
  if (!movie || !summary) return null;
  const settings = data.siteSettings;
  const cast = castOf(movie.cast);
  const href = { pathname: '/cinema/[slug]', params: { slug } } as const;
  const siteUrl = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  return {
    slug,
    summary,
    cinemaTitle: data.cinemaPage?.title ?? null,
    poster: movie.largePoster?.responsiveImage ?? null,
    synopsis: movie.synopsis,
    director: movie.director,
    originalTitle: movie.originalTitle && movie.originalTitle !== summary.title ? movie.originalTitle : null,
    trailerUrl: movie.trailerUrl,
    cast,
    seo: {
      tags: movie._seoMetaTags,
      href,
      fallbackTitle: summary.title,
      fallbackDescription: movie.synopsis,
    } satisfies PageSeo,
    jsonLd: movieJsonLd({
      url: `${siteUrl}${getPathname({ locale, href })}`,
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
      // The coming week's sessions from an hourly cached clock (ADR 0067), not the whole run.
      screenings: comingScreenings(summary, new Date(await hourlyClock())),
      cinema: {
        name: settings?.mallName ? `Cinema ${settings.mallName}` : 'Cinema',
        streetAddress: settings?.streetAddress,
        city: settings?.city,
        state: settings?.state,
        postalCode: settings?.postalCode,
      },
    }),
  };
}
