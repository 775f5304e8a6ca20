import type { HomePageQuery } from '@generated/graphql';
import { toArticleSummaries } from '@/features/articles';
import { toMovieSummary, type MovieSummary } from '@/features/cinema';
import { localizeSitePath } from '@/i18n/localized-paths';
import type { AppLocale } from '@/i18n/routing';
import type { PageSeo } from '@/lib/seo/content-metadata';
import { getPublicConfig } from '@/lib/config/public';
import { holidaysNamedIn } from '@/features/opening-hours';
import { toPlaceSummaries } from '@/features/places';
import { buildShoppingCenterJsonLd } from './model/shopping-center';
import type { HeroSlide } from './HeroCarousel';
import { readTodayHours } from './read-today-hours';

/** A CMS link: a site path (written without locale, "/cinema") gets the locale's form; anything else is kept. */
export function localizeCmsUrl(url: string, locale: AppLocale): string {
  return url.startsWith('/') && !url.startsWith('//') ? localizeSitePath(url, locale) : url;
}

function toHeroSlides(slides: NonNullable<HomePageQuery['homePage']>['heroSlides'], locale: AppLocale): HeroSlide[] {
  return slides.flatMap((slide): HeroSlide[] =>
    slide.__typename === 'HeroSlideRecord' && slide.title
      ? [
          {
            id: slide.id,
            title: slide.title,
            subtitle: slide.subtitle,
            href: slide.linkUrl ? localizeCmsUrl(slide.linkUrl, locale) : null,
            linkLabel: slide.linkLabel,
            image: slide.image?.responsiveImage
              ? { ...slide.image.responsiveImage, alt: slide.image.alt ?? slide.image.responsiveImage.alt }
              : null,
          },
        ]
      : [],
  );
}

function toHomeData(data: HomePageQuery) {
  return {
    featuredStores: toPlaceSummaries(data.homePage?.featuredStores ?? []),
    featuredRestaurants: toPlaceSummaries(data.homePage?.featuredRestaurants ?? []),
    movies: data.movies.map(toMovieSummary).filter((m): m is MovieSummary => m !== null),
    articles: toArticleSummaries(data.articles).slice(0, 4),
  };
}

/** how many of each the home shows before "see all": whole rows of the desktop grids */
const SERVICES_SHOWN = 8;
const PLACES_SHOWN = 6;
const ARTICLES_SHOWN = 3;

export type HomeView = NonNullable<ReturnType<typeof toHomeView>>;

/** Everything the home screen shows, or null when the home page or the site settings are missing (a 404). */
export function toHomeView(data: HomePageQuery, locale: AppLocale, now?: Date) {
  const { homePage, siteSettings: settings, institute } = data;
  if (!homePage?.title || !settings) return null;
  const home = toHomeData(data);
  const read = readTodayHours(settings);
  // the day's hours name a holiday in the page's language only (ADR 0091)
  const hours = { ...read, holidays: read.holidays && holidaysNamedIn(read.holidays, locale) };
  return {
    title: homePage.title,
    seo: { tags: homePage._seoMetaTags, href: '/', fallbackTitle: homePage.title } satisfies PageSeo,
    slides: toHeroSlides(homePage.heroSlides, locale),
    hours,
    /** what the places' open-now badges need of the mall's hours: the same checked fields */
    mall: { sectorHours: hours.sectorHours, holidays: hours.holidays },
    address: [settings.streetAddress, settings.district, `${settings.city} – ${settings.state}`]
      .filter(Boolean)
      .join(', '),
    directionsUrl: settings.directionsUrl,
    featuredStores: home.featuredStores.slice(0, PLACES_SHOWN),
    featuredRestaurants: home.featuredRestaurants.slice(0, PLACES_SHOWN),
    movies: home.movies,
    articles: home.articles.slice(0, ARTICLES_SHOWN),
    services: data.services
      .slice(0, SERVICES_SHOWN)
      .flatMap((s) =>
        s.name && s.slug
          ? [{ id: s.id, name: s.name, icon: s.icon, href: { pathname: '/servicos', hash: s.slug } as const }]
          : [],
      ),
    institute:
      institute?.name && settings.instituteProduct
        ? {
            name: institute.name,
            lead: institute.lead,
            cover: institute.cover?.responsiveImage ?? null,
            href: { pathname: '/instituto/[product]', params: { product: settings.instituteProduct } } as const,
          }
        : null,
    newsletter: homePage.newsletterTitle ? { title: homePage.newsletterTitle, text: homePage.newsletterText } : null,
    jsonLd: shoppingCenterJsonLd(settings, locale, now),
    /** the sections' screens, for the i18n Link (which localizes them) */
    paths: {
      map: '/mapa',
      stores: '/lojas',
      restaurants: '/gastronomia',
      cinema: '/cinema',
      articles: '/artigos',
      services: '/servicos',
    } as const,
  };
}

/** The mall as a ShoppingCenter, when the settings hold every field schema.org requires. */
function shoppingCenterJsonLd(s: NonNullable<HomePageQuery['siteSettings']>, locale: AppLocale, now?: Date) {
  if (!(s.mallName && s.streetAddress && s.city && s.state && s.postalCode && s.location && s.phone)) return null;
  return buildShoppingCenterJsonLd(
    {
      mallName: s.mallName,
      streetAddress: s.streetAddress,
      district: s.district,
      city: s.city,
      state: s.state,
      postalCode: s.postalCode,
      location: s.location,
      phone: s.phone,
      mallHours: s.mallHours,
      holidays: s.holidays,
    },
    getPublicConfig().NEXT_PUBLIC_SITE_URL,
    { locale, now },
  );
}
