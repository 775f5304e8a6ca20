import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ResponsiveImageType } from 'react-datocms';
import { ResponsiveImage } from '@/components/page/ResponsiveImage';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { JsonLd } from '@/components/page/JsonLd';
import { hourlyClock } from '@/lib/time/hourly-clock';
import { StructuredTextContent, type StructuredTextData } from '@/components/structured-text/StructuredTextContent';
import { Link, getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getPublicConfig } from '@/lib/config/public';
import { placeDetailJsonLd, type MallForJsonLd } from './model/place-detail-json-ld';
import type { PlaceSummary } from './model/place-summary';
import { OpenStatusBadge } from './OpenStatusBadge';
import { mallHoursForPage } from '@/features/opening-hours';
import { MallHoursProvider } from './MallHoursProvider';
import { PlaceCard } from './PlaceCard';
import { PlaceContactLinks } from './PlaceContactLinks';
import { PlaceGallery, type GalleryImage } from './PlaceGallery';
import { ShareButton } from '@/components/share/ShareButton';
import { FavouriteButton } from '@/features/favourites';
import { ClientMessages } from '@/i18n/ClientMessages';
import { PLACE_DETAIL_MESSAGES } from './client-messages';
import { mapHref, placeHref } from './place-href';
import { PriceRange } from './PriceRange';
import { WeekFromToday } from './WeekFromToday';
import styles from './PlaceDetailScreen.module.css';
import { NewWindowLink } from '@/components/page/NewWindowLink';
import { routeQuery } from '@/features/wayfinding';

/** the logo box is 160 px wide at every breakpoint; it is the page's LCP image */
const LOGO_SIZES = '160px';

export interface PlaceDetail {
  summary: PlaceSummary;
  shortDescription: string | null;
  description: StructuredTextData | null;
  phone: string | null;
  whatsapp: string | null;
  website: string | null;
  instagram: string | null;
  logoLarge: { image: ResponsiveImageType | null; url: string | null } | null;
  images: (GalleryImage & { url: string | null })[];
  menuUrl: string | null;
  deliveryLinks: { name: string; url: string }[];
}

/** What the page shows of the mall is what its JSON-LD needs. */
export type PlaceDetailMall = MallForJsonLd;

interface PlaceDetailScreenProps {
  locale: AppLocale;
  place: PlaceDetail;
  mall: PlaceDetailMall;
  related: readonly PlaceSummary[];
  /** the place's offers (src/features/offers), above the places like it */
  offers?: ReactNode;
}

/**
 * A store or restaurant: who it is, whether it is open and until when, the
 * week's hours, where it is in the building, how to reach it, and places
 * like it. The facts come first on phones; on wide screens they sit in a
 * column beside the photos and the description.
 */
export async function PlaceDetailScreen({ locale, place, mall, related, offers }: PlaceDetailScreenProps) {
  const { summary } = place;
  const isStore = summary.kind === 'store';
  const t = await getTranslations({ locale, namespace: 'places' });
  const tSection = await getTranslations({ locale, namespace: isStore ? 'stores' : 'gastronomy' });
  const tMapCard = await getTranslations({ locale, namespace: 'map.card' });

  const siteUrl = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const url = `${siteUrl}${getPathname({ locale, href: placeHref(summary) })}`;
  const home = `${siteUrl}${getPathname({ locale, href: '/' })}`;
  const jsonLd = placeDetailJsonLd(place, mall, { page: url, home }, new Date(await hourlyClock()));
  const logo = place.logoLarge?.image;
  // what the badges and the week's table read: the sectors shown, the holidays named in this page's language
  const sectors = [...new Set([summary, ...related].map((p) => p.hours.sector))];
  const clientMall = mallHoursForPage(mall.hours, sectors, locale);

  return (
    <ClientMessages namespaces={PLACE_DETAIL_MESSAGES}>
      <MallHoursProvider mall={clientMall}>
        <JsonLd data={jsonLd} />
        <article className={`page-container ${styles.page}`} aria-labelledby="place-name">
          <Breadcrumbs
            trail={[{ label: tSection('breadcrumb'), href: isStore ? '/lojas' : '/gastronomia' }]}
            current={summary.name}
          />

          <header className={styles.header}>
            <div className={styles.logo}>
              {logo ? (
                <ResponsiveImage
                  data={{ ...logo, alt: logo.alt || t('logoAlt', { name: summary.name }) }}
                  sizes={LOGO_SIZES}
                  priority
                  usePlaceholder={false}
                  pictureClassName={styles.logoPicture}
                  imgClassName={styles.logoImage}
                />
              ) : (
                <span className={styles.monogram} aria-hidden="true">
                  {summary.name.slice(0, 1)}
                </span>
              )}
            </div>
            <div className={styles.heading}>
              {summary.categoryName ? (
                <p className={styles.eyebrow}>
                  <span className="visually-hidden">{isStore ? t('category') : t('cuisine')}: </span>
                  {summary.categoryName}
                  {summary.priceRange ? (
                    <>
                      <span aria-hidden="true" className={styles.dot}>
                        ·
                      </span>
                      <PriceRange value={summary.priceRange} />
                    </>
                  ) : null}
                </p>
              ) : null}
              <h1 id="place-name" className={styles.title}>
                {summary.name}
              </h1>
              {place.shortDescription ? <p className={styles.lead}>{place.shortDescription}</p> : null}
              <div className={styles.headerActions}>
                <OpenStatusBadge place={summary.hours} showNextChange size="md" />
                <ShareButton title={summary.name} text={place.shortDescription} url={url} />
                <FavouriteButton kind={summary.kind} id={summary.id} name={summary.name} variant="labelled" />
              </div>
            </div>
          </header>

          <div className={styles.columns}>
            <div className={styles.facts}>
              <section className={styles.card} aria-labelledby="place-hours">
                <h2 id="place-hours" className={styles.cardTitle}>
                  {t('hours')}
                </h2>
                <WeekFromToday place={summary.hours} mall={clientMall} />
              </section>

              <section className={styles.card} aria-labelledby="place-location">
                <h2 id="place-location" className={styles.cardTitle}>
                  {t('location')}
                </h2>
                <dl className={styles.location}>
                  {summary.floorName ? (
                    <div>
                      <dt>{t('floorLabel')}</dt>
                      <dd>{summary.floorName}</dd>
                    </div>
                  ) : null}
                  {summary.unit ? (
                    <div>
                      <dt>{t('unitLabel')}</dt>
                      <dd className={styles.unit}>{summary.unit}</dd>
                    </div>
                  ) : null}
                </dl>
                <Link href={mapHref(summary)} className={styles.mapLink}>
                  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
                    <path
                      d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                    />
                    <circle cx="12" cy="10" r="2.4" fill="currentColor" />
                  </svg>
                  {t('seeOnMap')}
                </Link>
                {summary.unit ? (
                  <Link
                    href={{ pathname: '/mapa', query: routeQuery(locale, { to: summary.slug }) }}
                    className={styles.secondaryLink}
                    data-testid="place-directions"
                  >
                    {tMapCard('directions')}
                  </Link>
                ) : null}
              </section>

              {place.phone || place.whatsapp || place.website || place.instagram ? (
                <section className={styles.card} aria-labelledby="place-contact">
                  <h2 id="place-contact" className={styles.cardTitle}>
                    {t('contact')}
                  </h2>
                  <PlaceContactLinks
                    phone={place.phone}
                    whatsapp={place.whatsapp}
                    website={place.website}
                    instagram={place.instagram}
                  />
                </section>
              ) : null}
            </div>

            <div className={styles.main}>
              {place.images.length > 0 ? (
                <section aria-labelledby="place-gallery" className={styles.section}>
                  <h2 id="place-gallery" className="visually-hidden">
                    {t('gallery')}
                  </h2>
                  <PlaceGallery images={place.images} name={summary.name} labelledBy="place-gallery" />
                </section>
              ) : null}

              {place.description ? (
                <section aria-labelledby="place-about" className={styles.section}>
                  <h2 id="place-about" className={styles.sectionTitle}>
                    {t('about')} {summary.name}
                  </h2>
                  <div className={styles.prose}>
                    <StructuredTextContent data={place.description} />
                  </div>
                </section>
              ) : null}

              {place.menuUrl || place.deliveryLinks.length > 0 ? (
                <div className={styles.orderLinks}>
                  {place.menuUrl ? (
                    <NewWindowLink href={place.menuUrl} newWindowText={t('newWindow')} className={styles.primaryLink}>
                      {t('menu')}
                    </NewWindowLink>
                  ) : null}
                  {place.deliveryLinks.map((d) => (
                    <NewWindowLink
                      key={d.url}
                      href={d.url}
                      newWindowText={t('newWindow')}
                      className={styles.secondaryLink}
                    >
                      {t('delivery')}: {d.name}
                    </NewWindowLink>
                  ))}
                </div>
              ) : null}
            </div>
          </div>

          {offers}

          {related.length > 0 ? (
            <section aria-labelledby="place-related" className={styles.related}>
              <h2 id="place-related" className={styles.sectionTitle}>
                {tSection('related')}
              </h2>
              <ul className={styles.relatedGrid}>
                {related.map((p) => (
                  <li key={p.id}>
                    <PlaceCard place={p} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
      </MallHoursProvider>
    </ClientMessages>
  );
}
