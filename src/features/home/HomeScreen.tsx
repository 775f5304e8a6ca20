import { HomePageDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/page/JsonLd';
import { ArticleGrid } from '@/features/articles';
import { EventsSoon } from '@/features/events/server';
import { SiteForm } from '@/features/forms';
import { OfferCards, loadOffers } from '@/features/offers/server';
import { LiveRefresh } from '@/features/preview';
import { ClientMessages } from '@/i18n/ClientMessages';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { FeaturedPlaces } from './FeaturedPlaces';
import { HeroCarousel } from './HeroCarousel';
import { HomeSection } from './HomeSection';
import type { HomeView } from './home-view';
import { InstituteFeature } from './InstituteFeature';
import { MoviesToday } from './MoviesToday';
import { NewsletterSlot } from './NewsletterSlot';
import { SeeAllLink } from './SeeAllLink';
import { ServicesStrip } from './ServicesStrip';
import { TodayHoursPanel } from './TodayHoursPanel';
import { VisitPanel } from './VisitPanel';
import styles from './HomeScreen.module.css';

/**
 * The home page: what is on today at the mall. Prerendered and cached:
 * "today" (hours, sessions left) is the visitor's, worked out in the browser
 * from the schedules on the page (ADR 0025).
 */
export async function HomeScreen({ home, locale }: { home: HomeView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const tEvents = await getTranslations({ locale, namespace: 'events' });
  const { paths } = home;
  const offers = await loadOffers(locale);
  const tOffers = await getTranslations({ locale, namespace: 'offers' });
  return (
    // the hero, today's hours, movies today and the places' open-now badges
    <ClientMessages
      namespaces={['home.hero', 'home.hours', 'home.movies', 'openStatus', 'places.nextChange', 'favourites.button']}
    >
      <div className={styles.home}>
        <h1 className="visually-hidden">{home.title}</h1>
        <HeroCarousel slides={home.slides} />

        <div className={styles.essentials}>
          <section aria-labelledby="hoje" className={styles.essential}>
            <TodayHoursPanel headingId="hoje" hours={home.hours} />
          </section>
          <section aria-labelledby="visite" className={styles.essential}>
            <VisitPanel
              headingId="visite"
              mapHref={paths.map}
              directionsUrl={home.directionsUrl}
              address={home.address}
            />
          </section>
        </div>

        {home.featuredStores.length > 0 && (
          <HomeSection
            id="lojas-em-destaque"
            eyebrow={t('featuredStores.eyebrow')}
            title={t('featuredStores.title')}
            action={<SeeAllLink href={paths.stores}>{t('featuredStores.all')}</SeeAllLink>}
          >
            <FeaturedPlaces places={home.featuredStores} mall={home.mall} />
          </HomeSection>
        )}

        {offers.length > 0 && (
          <HomeSection
            id="ofertas"
            eyebrow={tOffers('title')}
            title={tOffers('bandTitle')}
            action={<SeeAllLink href="/ofertas">{tOffers('all')}</SeeAllLink>}
          >
            <OfferCards offers={offers} locale={locale} limit={4} />
          </HomeSection>
        )}

        {home.featuredRestaurants.length > 0 && (
          <HomeSection
            id="gastronomia-em-destaque"
            tone="soft"
            eyebrow={t('featuredRestaurants.eyebrow')}
            title={t('featuredRestaurants.title')}
            action={<SeeAllLink href={paths.restaurants}>{t('featuredRestaurants.all')}</SeeAllLink>}
          >
            <FeaturedPlaces places={home.featuredRestaurants} mall={home.mall} />
          </HomeSection>
        )}

        <HomeSection
          id="em-cartaz-hoje"
          eyebrow={t('movies.eyebrow')}
          title={t('movies.title')}
          action={<SeeAllLink href={paths.cinema}>{t('movies.all')}</SeeAllLink>}
        >
          <MoviesToday
            movies={home.movies}
            empty={<p className={styles.empty}>{t('movies.empty')}</p>}
            programme={
              <p className={styles.empty}>
                <Link href={paths.cinema}>{t('movies.all')}</Link>
              </p>
            }
          />
        </HomeSection>

        <HomeSection
          id="agenda-hoje"
          eyebrow={tEvents('title')}
          title={tEvents('homeTitle')}
          action={<SeeAllLink href="/agenda">{tEvents('seeAgenda')}</SeeAllLink>}
        >
          <EventsSoon locale={locale} />
        </HomeSection>

        {home.articles.length > 0 && (
          <HomeSection
            id="acontece-aqui"
            tone="soft"
            eyebrow={t('articles.eyebrow')}
            title={t('articles.title')}
            action={<SeeAllLink href={paths.articles}>{t('articles.all')}</SeeAllLink>}
          >
            <ArticleGrid articles={home.articles} headingLevel={3} />
          </HomeSection>
        )}

        {home.services.length > 0 && (
          <HomeSection
            id="servicos"
            eyebrow={t('services.eyebrow')}
            title={t('services.title')}
            action={<SeeAllLink href={paths.services}>{t('services.all')}</SeeAllLink>}
          >
            <ServicesStrip services={home.services} />
          </HomeSection>
        )}

        {home.institute && <InstituteFeature headingId="instituto" {...home.institute} />}

        {home.newsletter && (
          <NewsletterSlot headingId="newsletter" title={home.newsletter.title} text={home.newsletter.text}>
            <SiteForm form="newsletter" locale={locale} tone="onBrand" instance="newsletter" />
          </NewsletterSlot>
        )}

        {home.jsonLd && <JsonLd data={{ ...home.jsonLd }} />}
        <LiveRefresh document={HomePageDocument} variables={{ locale }} />
      </div>
    </ClientMessages>
  );
}
