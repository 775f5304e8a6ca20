import { getTranslations } from 'next-intl/server';
import { RestaurantsListDocument, StoresListDocument } from '@generated/graphql';
import { PageHeader } from '@/components/content/PageHeader';
import { LiveRefresh } from '@/components/preview/LiveRefresh';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { computeOpenStatus, type MallHoursInput } from '@/lib/opening-hours/open-status';
import { distinctOptions, filterPlaces, paginate, parseListParams } from '@/lib/places/place-list';
import { toPlaceSummaries, type PlaceKind, type PlaceSummary } from '@/lib/places/place-summary';
import { mallNow } from '@/lib/time/mall-clock';
import { OpenStatusClock } from './OpenStatusClock';
import { PlaceFilters } from './PlaceFilters';
import { PlaceList } from './PlaceList';
import styles from './PlaceListScreen.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

const LIST = {
  store: { pathname: '/lojas', categoryParam: 'categoria', namespace: 'stores' },
  restaurant: { pathname: '/gastronomia', categoryParam: 'cozinha', namespace: 'gastronomy' },
} as const;

/** Every store (or restaurant) and the mall's hours, in one cached request. */
export async function loadPlaceList(kind: PlaceKind, locale: AppLocale) {
  if (kind === 'store') {
    const data = await queryCms(StoresListDocument, { locale });
    return { places: toPlaceSummaries(data.allStores), settings: data.siteSettings };
  }
  const data = await queryCms(RestaurantsListDocument, { locale });
  return { places: toPlaceSummaries(data.allRestaurants), settings: data.siteSettings };
}

/**
 * /lojas and /gastronomia: filters read from the URL, applied in memory to
 * every place of the model, "open now" judged at this request's instant.
 */
export async function PlaceListScreen({ kind, locale, searchParams }: { kind: PlaceKind; locale: AppLocale; searchParams: SearchParams }) {
  const list = LIST[kind];
  const t = await getTranslations({ locale, namespace: list.namespace });
  const loaded = await loadPlaceList(kind, locale);
  const mall: MallHoursInput = { sectorHours: loaded.settings?.sectorHours ?? null, holidays: loaded.settings?.holidays ?? null };
  const now = mallNow();
  const at = now.toISOString();

  const criteria = parseListParams(searchParams, list.categoryParam);
  const isOpen = (p: PlaceSummary) => computeOpenStatus({ at: now, place: p.hours, mall }).status === 'open';
  const matches = filterPlaces(loaded.places, criteria, { locale, isOpen });
  const page = paginate(matches, criteria.page);
  const categories = distinctOptions(loaded.places, (p) => (p.categorySlug && p.categoryName ? { value: p.categorySlug, label: p.categoryName } : null), locale);
  const floors = distinctOptions(
    loaded.places,
    (p) => (p.floorCode && p.floorName ? { value: p.floorCode, label: p.floorName, position: p.floorLevel } : null),
    locale,
  );

  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('intro')} />
      <OpenStatusClock serverAt={at} mall={mall}>
        <div className={styles.layout}>
          <PlaceFilters pathname={list.pathname} categoryParam={list.categoryParam} criteria={criteria} categories={categories} floors={floors} />
          <PlaceList
            pathname={list.pathname}
            categoryParam={list.categoryParam}
            criteria={criteria}
            visible={page.visible}
            total={page.total}
            nextPage={page.nextPage}
            at={at}
          />
        </div>
      </OpenStatusClock>
      {kind === 'store' ? (
        <LiveRefresh document={StoresListDocument} variables={{ locale }} />
      ) : (
        <LiveRefresh document={RestaurantsListDocument} variables={{ locale }} />
      )}
    </div>
  );
}
