import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import { type MallHoursInput, mallHoursForPage, readMallHours } from '@/features/opening-hours';
import { NO_CRITERIA, type PlaceListCriteria } from './model/place-list';
import { toPlaceIndex } from './model/place-index';
import type { PlaceKind } from './model/place-summary';
import { ClientMessages } from '@/i18n/ClientMessages';
import { placeListMessages } from './client-messages';
import { loadPlaceList, placeListLiveQuery } from './load-place-list';
import { packPlaceIndex } from './packed-place-index';
import { PlaceBrowser, type PlaceBrowserProps } from './PlaceBrowser';
import styles from './PlaceListScreen.module.css';

const LIST = {
  store: { pathname: '/lojas', categoryParam: 'categoria', namespace: 'stores', sector: 'stores' },
  restaurant: { pathname: '/gastronomia', categoryParam: 'cozinha', namespace: 'gastronomy', sector: 'gastronomy' },
} as const;

/**
 * /lojas and /gastronomia, prerendered. The page carries every place in a
 * compact index (`toPlaceIndex`, packed by `packPlaceIndex`), and the browser filters them from the URL
 * (`PlaceBrowser`). The server renders the list for `criteria`: the plain
 * list, or a filtered one when a visitor without JavaScript submitted the
 * form (`…/lista/[filters]`, ADR 0027); it never reads the request itself.
 */
export async function PlaceListScreen({
  kind,
  locale,
  criteria = NO_CRITERIA,
}: {
  kind: PlaceKind;
  locale: AppLocale;
  criteria?: PlaceListCriteria;
}) {
  const list = LIST[kind];
  const t = await getTranslations({ locale, namespace: list.namespace });
  const tFilters = await getTranslations({ locale, namespace: 'places.filters' });
  const loaded = await loadPlaceList(kind, locale);
  // the list's sector only, and no holiday names: the cards say open or closed, never why (ADR 0083)
  const mall: MallHoursInput = mallHoursForPage(readMallHours(loaded.settings), [list.sector], null);
  const browser: PlaceBrowserProps = {
    pathname: list.pathname,
    categoryParam: list.categoryParam,
    index: packPlaceIndex(toPlaceIndex(kind, loaded.places)),
    mall,
  };

  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('intro')} />
      <ClientMessages namespaces={placeListMessages(list.namespace)}>
        <PlaceBrowser {...browser} serverCriteria={criteria} />
      </ClientMessages>
      <noscript>
        <p className={styles.noscript}>{tFilters('openNowNeedsScript')}</p>
      </noscript>
      <LiveRefresh {...placeListLiveQuery(kind, locale)} />
    </div>
  );
}
