import type { HomePageQuery } from '@generated/graphql';
import { toArticleSummaries } from '@/features/articles/article-summary';
import { toMovieSummary } from '@/features/cinema/movie-summary';
import type { MovieSummary } from '@/features/cinema/movie-types';
import { localizeSitePath } from '@/i18n/localized-paths';
import type { AppLocale } from '@/i18n/routing';
import { toPlaceSummaries } from '@/lib/places/place-summary';
import type { HeroSlide } from './HeroCarousel';

/** A CMS link: a site path (written without locale, "/cinema") gets the locale's form; anything else is kept. */
export function localizeCmsUrl(url: string, locale: AppLocale): string {
  return url.startsWith('/') && !url.startsWith('//') ? localizeSitePath(url, locale) : url;
}

export function toHeroSlides(slides: NonNullable<HomePageQuery['homePage']>['heroSlides'], locale: AppLocale): HeroSlide[] {
  return slides.flatMap((slide): HeroSlide[] =>
    slide.__typename === 'HeroSlideRecord' && slide.title
      ? [
          {
            id: slide.id,
            title: slide.title,
            subtitle: slide.subtitle,
            href: slide.linkUrl ? localizeCmsUrl(slide.linkUrl, locale) : null,
            linkLabel: slide.linkLabel,
            image: slide.image?.responsiveImage ? { ...slide.image.responsiveImage, alt: slide.image.alt ?? slide.image.responsiveImage.alt } : null,
          },
        ]
      : [],
  );
}

export function toHomeData(data: HomePageQuery) {
  return {
    featuredStores: toPlaceSummaries(data.homePage?.featuredStores ?? []),
    featuredRestaurants: toPlaceSummaries(data.homePage?.featuredRestaurants ?? []),
    movies: data.movies.map(toMovieSummary).filter((m): m is MovieSummary => m !== null),
    articles: toArticleSummaries(data.articles).slice(0, 4),
  };
}
