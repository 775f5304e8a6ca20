import { ClientMessages } from '@/i18n/ClientMessages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { HomePageDocument } from '@generated/graphql';
import { ArticleGrid } from '@/features/articles/ArticleGrid';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { pageLocale } from '@/i18n/page-locale';
import { FeaturedPlaces } from '@/features/home/FeaturedPlaces';
import { HeroCarousel } from '@/features/home/HeroCarousel';
import { HomeSection } from '@/features/home/HomeSection';
import { InstituteFeature } from '@/features/home/InstituteFeature';
import { MoviesToday } from '@/features/home/MoviesToday';
import { SiteForm } from '@/features/forms/SiteForm';
import { NewsletterSlot } from '@/features/home/NewsletterSlot';
import { SeeAllLink } from '@/features/home/SeeAllLink';
import { ServicesStrip } from '@/features/home/ServicesStrip';
import { TodayHoursPanel } from '@/features/home/TodayHoursPanel';
import { VisitPanel } from '@/features/home/VisitPanel';
import { toHeroSlides, toHomeData } from '@/features/home/home-data';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { getPublicConfig } from '@/lib/config/public';
import { buildShoppingCenterJsonLd, serializeJsonLd } from '@/lib/structured-data/shopping-center';
import styles from './home.module.css';

interface HomePageProps {
  params: Promise<{ locale: string }>;
}


/** how many of each the home shows before "see all": whole rows of the desktop grids */
const SERVICES_SHOWN = 8;
const PLACES_SHOWN = 6;
const ARTICLES_SHOWN = 3;

async function loadHome(locale: AppLocale) {
  return queryCms(HomePageDocument, { locale });
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { homePage } = await loadHome(locale);
  if (!homePage) notFound();
  return contentMetadata(homePage._seoMetaTags, { locale, href: '/', fallbackTitle: homePage.title });
}

/**
 * The home page: what is on today at the mall, from the home_page singleton.
 * Prerendered and cached: "today" (hours, sessions left) is the visitor's,
 * worked out in the browser from the schedules on the page (ADR 0025).
 */
export default async function HomePage({ params }: HomePageProps) {
  const locale = await pageLocale(params);
  const data = await loadHome(locale);
  const { homePage, siteSettings, institute } = data;
  if (!homePage?.title || !siteSettings) notFound();

  const t = await getTranslations({ locale, namespace: 'home' });
  const home = toHomeData(data);
  const slides = toHeroSlides(homePage.heroSlides, locale);
  const mall = { sectorHours: siteSettings.sectorHours, holidays: siteSettings.holidays };
  const path = (href: Parameters<typeof getPathname>[0]['href']) => getPathname({ href, locale });
  const address = [siteSettings.streetAddress, siteSettings.district, `${siteSettings.city} – ${siteSettings.state}`].filter(Boolean).join(', ');

  const jsonLd =
    siteSettings.mallName && siteSettings.streetAddress && siteSettings.city && siteSettings.state && siteSettings.postalCode && siteSettings.location && siteSettings.phone
      ? buildShoppingCenterJsonLd(
          {
            mallName: siteSettings.mallName,
            streetAddress: siteSettings.streetAddress,
            district: siteSettings.district,
            city: siteSettings.city,
            state: siteSettings.state,
            postalCode: siteSettings.postalCode,
            location: siteSettings.location,
            phone: siteSettings.phone,
            mallHours: siteSettings.mallHours,
            holidays: siteSettings.holidays,
          },
          getPublicConfig().NEXT_PUBLIC_SITE_URL,
          { locale },
        )
      : null;

  return (
    // the hero, today's hours, movies today and the places' open-now badges
    <ClientMessages namespaces={['home.hero', 'home.hours', 'home.movies', 'openStatus', 'places.nextChange']}>
      <div className={styles.home}>
        <h1 className="visually-hidden">{homePage.title}</h1>
        <HeroCarousel slides={slides} />

        <div className={styles.essentials}>
          <section aria-labelledby="hoje" className={styles.essential}>
            <TodayHoursPanel headingId="hoje" hours={{ mallHours: siteSettings.mallHours, sectorHours: siteSettings.sectorHours, holidays: siteSettings.holidays }} />
          </section>
          <section aria-labelledby="visite" className={styles.essential}>
            <VisitPanel headingId="visite" mapHref={path('/mapa')} directionsUrl={siteSettings.directionsUrl} address={address} />
          </section>
        </div>

        {home.featuredStores.length > 0 && (
          <HomeSection id="lojas-em-destaque" eyebrow={t('featuredStores.eyebrow')} title={t('featuredStores.title')} action={<SeeAllLink href={path('/lojas')}>{t('featuredStores.all')}</SeeAllLink>}>
            <FeaturedPlaces places={home.featuredStores.slice(0, PLACES_SHOWN)} mall={mall} />
          </HomeSection>
        )}

        {home.featuredRestaurants.length > 0 && (
          <HomeSection
            id="gastronomia-em-destaque"
            tone="soft"
            eyebrow={t('featuredRestaurants.eyebrow')}
            title={t('featuredRestaurants.title')}
            action={<SeeAllLink href={path('/gastronomia')}>{t('featuredRestaurants.all')}</SeeAllLink>}
          >
            <FeaturedPlaces places={home.featuredRestaurants.slice(0, PLACES_SHOWN)} mall={mall} />
          </HomeSection>
        )}

        <HomeSection id="em-cartaz-hoje" eyebrow={t('movies.eyebrow')} title={t('movies.title')} action={<SeeAllLink href={path('/cinema')}>{t('movies.all')}</SeeAllLink>}>
          <MoviesToday
            movies={home.movies}
            empty={<p className={styles.empty}>{t('movies.empty')}</p>}
            programme={
              <p className={styles.empty}>
                <a href={path('/cinema')}>{t('movies.all')}</a>
              </p>
            }
          />
        </HomeSection>

        {home.articles.length > 0 && (
          <HomeSection id="acontece-aqui" tone="soft" eyebrow={t('articles.eyebrow')} title={t('articles.title')} action={<SeeAllLink href={path('/artigos')}>{t('articles.all')}</SeeAllLink>}>
            <ArticleGrid articles={home.articles.slice(0, ARTICLES_SHOWN)} headingLevel={3} />
          </HomeSection>
        )}

        {data.services.length > 0 && (
          <HomeSection id="servicos" eyebrow={t('services.eyebrow')} title={t('services.title')} action={<SeeAllLink href={path('/servicos')}>{t('services.all')}</SeeAllLink>}>
            <ServicesStrip
              services={data.services.slice(0, SERVICES_SHOWN).flatMap((s) =>
                s.name && s.slug ? [{ id: s.id, name: s.name, icon: s.icon, href: `${path('/servicos')}#${s.slug}` }] : [],
              )}
            />
          </HomeSection>
        )}

        {institute?.name && siteSettings.instituteProduct && (
          <InstituteFeature
            headingId="instituto"
            name={institute.name}
            lead={institute.lead}
            cover={institute.cover?.responsiveImage ?? null}
            href={path({ pathname: '/instituto/[product]', params: { product: siteSettings.instituteProduct } })}
          />
        )}

        {homePage.newsletterTitle && (
          <NewsletterSlot headingId="newsletter" title={homePage.newsletterTitle} text={homePage.newsletterText}>
            <SiteForm form="newsletter" locale={locale} tone="onBrand" instance="newsletter" />
          </NewsletterSlot>
        )}

        {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
        <LiveRefresh document={HomePageDocument} variables={{ locale }} />
      </div>
    </ClientMessages>
  );
}
