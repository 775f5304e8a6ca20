import type { AppLocale } from '@/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { criteriaOfSegment } from './model/list-filter-segment';
import { listSearchParams, NO_CRITERIA, type PlaceListCriteria } from './model/place-list';
import type { PlaceKind } from './model/place-summary';
import { loadPlaceList } from './load-place-list';
import { PlaceListScreen } from './PlaceListScreen';

const ROUTE = {
  store: { href: '/lojas', namespace: 'stores', categoryParam: 'categoria' },
  restaurant: { href: '/gastronomia', namespace: 'gastronomy', categoryParam: 'cozinha' },
} as const;

type FilteredParams = Promise<{ locale: string; filters: string }>;

async function listMetadata(kind: PlaceKind, locale: AppLocale, criteria: PlaceListCriteria): Promise<Metadata> {
  const route = ROUTE[kind];
  const t = await getTranslations({ locale, namespace: route.namespace });
  const { settings } = await loadPlaceList(kind, locale);
  // Filtered variants share the unfiltered list's canonical URL; a later page of the list is its own
  // (page 2 shows places page 1 does not, ADR 0064).
  const metadata = await contentMetadata([], {
    locale,
    href:
      criteria.page > 1
        ? { pathname: route.href, query: Object.fromEntries(listSearchParams(criteria, route.categoryParam)) }
        : route.href,
    fallbackTitle: t('title'),
    fallbackDescription: t('metaDescription', { mallName: settings?.mallName ?? '' }),
  });
  return criteria === NO_CRITERIA ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

/** `/lojas`, `/gastronomia`: the plain list, prerendered. */
export function placeListRoute(kind: PlaceKind) {
  return {
    async generateMetadata(): Promise<Metadata> {
      return listMetadata(kind, await getLocale(), NO_CRITERIA);
    },
    async Page() {
      return <PlaceListScreen kind={kind} locale={await getLocale()} />;
    },
  };
}

/**
 * `…/lista/[filters]`: a filtered list, reached only through the proxy's
 * rewrite of `/lojas?categoria=…` (ADR 0027). Rendered on its first visit
 * and cached like any page.
 */
export function filteredPlaceListRoute(kind: PlaceKind) {
  const criteriaOf = async (params: FilteredParams) =>
    criteriaOfSegment((await params).filters, ROUTE[kind].categoryParam);
  return {
    // Cache Components wants one prerendered entry; the rest are rendered when asked for.
    generateStaticParams: () => [{ filters: 'ordem=az' }],
    async generateMetadata({ params }: { params: FilteredParams }): Promise<Metadata> {
      return listMetadata(kind, await getLocale(), await criteriaOf(params));
    },
    async Page({ params }: { params: FilteredParams }) {
      return <PlaceListScreen kind={kind} locale={await getLocale()} criteria={await criteriaOf(params)} />;
    },
  };
}
