'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { DEEP_LINK_PARAM, parseMapDeepLink, type MapDeepLink } from './model/deep-link';
import { type Box, contentViewBox } from './model/floor-plan';
import {
  categoryValue,
  EMPTY_FILTER,
  highlightedUnits,
  isFilterActive,
  matchesPerFloor,
  placeMatchesFilter,
  type MapFilter,
} from './model/highlight';
import { withSearchMatches } from './model/search-matches';
import { unitBox } from './model/link-target';
import { indexPlacesByUnit, unitKey } from './model/unit-places';
import { ensureVisible, IDENTITY_VIEW, MAX_SCALE, MIN_SCALE, ZOOM_STEP, zoomAt } from './model/viewport';
import { computeOpenStatus } from '@/features/opening-hours';
import { FloorPlanCanvas, type CanvasUnit } from './FloorPlanCanvas';
import { awaitsShapes, awaitsWalkways } from './floor-shapes';
import { FloorTabs } from './FloorTabs';
import type { DirectoryLandmark } from './directory-landmarks';
import { landmarkText } from './landmark-text';
import type { MapData, MapFloorData, MapPlaceData } from './map-data';
import { MapFilters } from './MapFilters';
import { MapPatterns } from './map-icons';
import { MapLegend } from './MapLegend';
import { MapZoomControls } from './MapZoomControls';
import { LazyPlaceMapCard } from './LazyPlaceMapCard';
import type { PlaceCardEntry } from './PlaceMapCard';
import { PHONE_QUERY, useMapSelection } from './use-map-selection';
import styles from './MapExplorer.module.css';
import theme from './map-theme.module.css';
import { OPEN_STATUS_LABEL_KEY } from '@/features/places';
import { placePageHref } from './map-place-links';
import { navigateSearch } from '@/components/navigation/use-location-search';
import {
  hasRouteLink,
  LazyDirections,
  LazyRouteOverlay,
  parseRouteLink,
  withRouteQuery,
  type RouteLeg,
  type RouteLink,
  type WayfindingFloor,
} from '@/features/wayfinding';

type MapSearchModule = typeof import('./model/map-search');
const loadMapSearch = (): Promise<MapSearchModule> => import('./model/map-search');

interface MapExplorerProps {
  data: MapData;
  /**
   * the nearest landmark of each unit holding a place, by `unitKey`: worked out on the server from every floor's
   * shapes (directory-landmarks.ts), so the card names it before a floor's shapes arrive, with no geometry code
   */
  landmarks: Readonly<Record<string, DirectoryLandmark>>;
  /** the deep link (`?loja=…`, `?andar=…`), read from the URL in the browser */
  initialLink: MapDeepLink;
  /** the URL's query as it is now: a "see on map" link followed on this page changes only that */
  searchKey?: string;
  locale: string;
  /** id of the list alternative, for the skip link */
  listId: string;
  /** the query the page was loaded with (null until the browser has read it): its link opens without taking focus */
  loadKey?: string | null;
  /** the URL's link is still on its way (MapExplorerFromUrl): the map is not ready for the visitor yet */
  linkPending?: boolean;
  /** a floor whose shapes the page left out is shown: fetch them (use-floor-shapes.ts) */
  onNeedShapes?: (floorId: string) => void;
}

/**
 * The interactive map: floor tabs, search and category highlighting, the
 * zoomable plan and the card of the chosen unit. Server-rendered (so a deep
 * link arrives with its floor, zoom and card in place) and hydrated here.
 */
export function MapExplorer({
  data,
  landmarks,
  initialLink,
  searchKey = '',
  loadKey = null,
  linkPending = false,
  locale,
  listId,
  onNeedShapes,
}: MapExplorerProps) {
  const t = useTranslations('map');
  const tStatus = useTranslations('openStatus');
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  // the browser's clock: the page is cached and cannot know the time (ADR 0025)
  const now = useMinuteNow();

  const rootRef = useRef<HTMLDivElement>(null);
  const {
    floor,
    selection,
    view,
    setView,
    cardAutoFocus,
    selectFloor,
    showFloor,
    openUnit,
    closeCard,
    dismissCard,
    followLink,
  } = useMapSelection(data, initialLink, rootRef);
  const [typedFilter, setFilter] = useState<MapFilter>(EMPTY_FILTER);
  const tLegend = useTranslations('map.legend');
  // The site search over the map's places comes with MiniSearch (about 7 kB gzip): loaded when the visitor goes
  // to the search box or a query is there, not on every visit to the map.
  const [searchModule, setSearchModule] = useState<MapSearchModule | null>(null);
  const loadSearch = useCallback(() => {
    void loadMapSearch().then(setSearchModule, () => undefined);
  }, []);
  useEffect(() => {
    if (typedFilter.query) loadSearch();
  }, [typedFilter.query, loadSearch]);
  const mapSearch = useMemo(
    () =>
      searchModule?.createMapSearch(data.places, data.floors, data.synonyms, locale === 'en' ? 'en' : 'pt', {
        kind: (kind) => t(`kind.${kind}`),
        amenity: (kind) => tLegend(kind),
      }) ?? null,
    [searchModule, data, locale, t, tLegend],
  );
  // the filter with what the site search found for its words
  const filter = useMemo(() => withSearchMatches(typedFilter, mapSearch), [typedFilter, mapSearch]);
  const amenityMatchesOn = useCallback(
    (f: MapFloorData, active: MapFilter) =>
      active.amenities?.size ? (f.plan?.amenities.filter((a) => active.amenities?.has(a.kind)).length ?? 0) : 0,
    [],
  );
  // Set once the browser runs the map with the URL's deep link applied (the server's HTML is the map without it):
  // tests wait for it, so they never act on the floor or the card the link is about to replace.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const [appliedKey, setAppliedKey] = useState(searchKey);
  const ready = interactive && !linkPending && appliedKey === searchKey && (!typedFilter.query || mapSearch !== null);

  // a floor whose shapes are still on their way is not drawn yet: it says so, and asks for them
  const loadingShapes = awaitsShapes(floor);
  const drawable = floor?.plan && !loadingShapes ? floor.plan : null;
  useEffect(() => {
    if (loadingShapes && floor) onNeedShapes?.(floor.id);
  }, [loadingShapes, floor, onNeedShapes]);
  const vb = drawable ? contentViewBox(drawable) : null;
  const placesByUnit = useMemo(() => indexPlacesByUnit(data.places), [data.places]);

  const statusOf = useCallback(
    (place: MapPlaceData): string | null => {
      if (!place.hours || !now) return null;
      return tStatus(
        OPEN_STATUS_LABEL_KEY[computeOpenStatus({ at: now, place: place.hours, mall: data.mallHours }).status],
      );
    },
    [now, data.mallHours, tStatus],
  );

  const canvasUnits = useMemo(() => {
    const out = new Map<string, CanvasUnit>();
    if (!floor?.plan) return out;
    for (const unit of floor.plan.units) {
      const places = placesByUnit.get(unitKey(floor.id, unit.code)) ?? [];
      const [only] = places;
      if (!only) continue;
      let label: string;
      if (places.length === 1) {
        const status = statusOf(only);
        const values = { name: only.name, kind: t(`kind.${only.kind}`), unit: unit.code };
        label = status
          ? t('unitLabel', { ...values, status: status.toLocaleLowerCase(locale) })
          : t('unitLabelNoStatus', values);
      } else {
        label = t('unitLabelMany', { names: places.map((p) => p.name).join(' / '), unit: unit.code });
      }
      out.set(unit.code, { code: unit.code, label, shortName: places.map((p) => p.name).join(' / ') });
    }
    return out;
  }, [floor, placesByUnit, statusOf, t, locale]);

  const filterActive = isFilterActive(filter);
  const highlighted = useMemo(() => {
    if (!filterActive || !floor) return null;
    const keys = highlightedUnits(data.places, filter);
    return new Set([...keys].filter((k) => k.startsWith(`${floor.id}:`)).map((k) => k.slice(floor.id.length + 1)));
  }, [filterActive, filter, data.places, floor]);
  const perFloor = useMemo(() => {
    const counts = matchesPerFloor(data.places, filter);
    for (const f of data.floors) {
      const amenities = amenityMatchesOn(f, filter);
      if (amenities > 0) counts.set(f.id, (counts.get(f.id) ?? 0) + amenities);
    }
    return counts;
  }, [data.places, data.floors, filter, amenityMatchesOn]);
  const resultCount = useMemo(
    () => (filterActive ? data.places.filter((p) => p.floorId && p.unit && placeMatchesFilter(p, filter)).length : 0),
    [filterActive, data.places, filter],
  );
  const amenityNames = [...(filter.amenities ?? [])].map((kind) => tLegend(kind));
  const resultText = !filterActive
    ? ''
    : amenityNames.length > 0
      ? t('resultsWithAmenities', { count: resultCount, amenities: amenityNames.join(', ') })
      : t('results', { count: resultCount });

  const categories = useMemo(() => {
    const collect = (kind: 'store' | 'restaurant') => {
      const seen = new Map<string, string>();
      for (const p of data.places) if (p.kind === kind && p.category) seen.set(p.category.slug, p.category.name);
      return [...seen]
        .map(([slug, name]) => ({ value: categoryValue(kind, slug), label: name }))
        .sort((a, b) => a.label.localeCompare(b.label, locale));
    };
    return {
      stores: collect('store'),
      restaurants: collect('restaurant'),
      hasServices: data.places.some((p) => p.kind === 'service'),
    };
  }, [data.places, locale]);

  // A search with no result on this floor shows the floor where most results are.
  // Words typed before the search had loaded were matched as written: once it answers, the floor follows its answer.
  const searchedBeforeLoad = useRef(false);
  const showBestFloorFor = (active: MapFilter) => {
    if (!floor || !isFilterActive(active)) return;
    const counts = matchesPerFloor(data.places, active);
    for (const f of data.floors) counts.set(f.id, (counts.get(f.id) ?? 0) + amenityMatchesOn(f, active));
    if ((counts.get(floor.id) ?? 0) > 0) return;
    const best = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (best) selectFloor(best[0]);
  };
  const changeFilter = (typed: MapFilter) => {
    // a new search is a new question: the previous answer's card goes (focus stays in the search box)
    if (typed.query !== typedFilter.query || typed.category !== typedFilter.category) dismissCard();
    setFilter(typed);
    if (!mapSearch && typed.query) searchedBeforeLoad.current = true;
    showBestFloorFor(withSearchMatches(typed, mapSearch));
  };
  useEffect(() => {
    if (!mapSearch || !searchedBeforeLoad.current) return;
    searchedBeforeLoad.current = false;
    showBestFloorFor(filter);
    // only when the search arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapSearch]);

  // A "see on map" link followed on this page (the list below) changes only the query.
  const firstSearchKey = useRef(searchKey);
  const followedOnce = useRef(false);
  useEffect(() => {
    if (searchKey === firstSearchKey.current) return;
    firstSearchKey.current = searchKey;
    // the page's own URL, before the visitor followed any link: focus stays where the visitor left it
    const onLoad = !followedOnce.current && searchKey === loadKey;
    followedOnce.current = true;
    const link = parseMapDeepLink(new URLSearchParams(searchKey));
    const shown = followLink(link, { onLoad });
    setAppliedKey(searchKey);
    if (link.amenity) {
      // the amenity's name in the search box: its icons are ringed, on a floor that has them
      const typed = { query: tLegend(link.amenity), category: '' };
      setFilter(typed);
      const amenity = link.amenity;
      const withIt = data.floors.find((f) => f.plan?.amenities.some((a) => a.kind === amenity));
      if (!shown.floorId && withIt) showFloor(withIt.id);
    }
  }, [searchKey, loadKey, data, tLegend, followLink, showFloor]);

  // Directions (issue 24): the route lives in the URL (`?de=…&para=…&semdegraus=1`), so a link opens it as is
  const routeLink = useMemo(() => {
    const link = parseRouteLink(new URLSearchParams(searchKey));
    return hasRouteLink(link) ? link : null;
  }, [searchKey]);
  // routing needs every floor's walkways: they come with the floors' shapes, the shown floor's too (ADR 0082)
  useEffect(() => {
    if (routeLink) for (const f of data.floors) if (awaitsWalkways(f)) onNeedShapes?.(f.id);
  }, [routeLink, data.floors, onNeedShapes]);
  const routeFloors = useMemo<WayfindingFloor[] | null>(
    () =>
      data.floors.some(awaitsWalkways)
        ? null
        : data.floors.map((f) => ({ id: f.id, level: f.level, name: f.name, walkways: f.walkways ?? null })),
    [data.floors],
  );
  const routePlaces = useMemo(
    () => data.places.map((p) => ({ slug: p.slug, name: p.name, floorId: p.floorId, unit: p.unit })),
    [data.places],
  );
  const [routeLegs, setRouteLegs] = useState<readonly RouteLeg[] | null>(null);
  // a new route shows the floor where it starts
  const firstLegFloor = routeLegs?.[0]?.floorId;
  const routeKey = routeLink && routeLegs ? `${routeLink.from}|${routeLink.to}|${routeLink.stepFree}` : '';
  useEffect(() => {
    if (routeKey && firstLegFloor) selectFloor(firstLegFloor);
    // only when the route itself changes, not on every floor switch
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeKey]);
  // the route of the page's own link opens without taking focus (on a phone it would scroll the plan away; the
  // route's summary, a live region, says it); once the visitor asks for or changes a route, the panel takes it
  const [routeAsked, setRouteAsked] = useState(false);
  const changeRoute = (link: RouteLink | null, mode: 'push' | 'replace' = 'replace') => {
    setRouteAsked(link !== null);
    const params = new URLSearchParams(window.location.search);
    // the place's own link (`?loja=…`) would open its card again under the route
    for (const name of [...Object.values(DEEP_LINK_PARAM), 'andar', 'comodidade']) params.delete(name);
    navigateSearch(withRouteQuery(params, locale, link), mode);
  };
  const closeRoute = () => {
    changeRoute(null);
    rootRef.current?.querySelector<SVGSVGElement>('svg[role="group"]')?.focus();
  };

  // Phones: the card is a sheet over the bottom of the screen; the plan goes to the top, so the unit stays in view
  const frameRef = useRef<HTMLDivElement>(null);
  const openedUnit = selection ? `${selection.floorId}:${selection.unit}` : '';
  useEffect(() => {
    if (!openedUnit || !window.matchMedia?.(PHONE_QUERY).matches) return;
    const frame = frameRef.current;
    if (!frame) return;
    const top = frame.getBoundingClientRect().top;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (top < header || top > header + 8)
      window.scrollBy({ top: top - Math.max(header, 0) - 8, behavior: 'instant' as ScrollBehavior });
  }, [openedUnit]);

  const onFocusUnit = (_code: string, box: Box) => {
    if (vb) setView((current) => ensureVisible(current, box, vb));
  };

  if (!floor) {
    return <p className={styles.empty}>{t('noFloors')}</p>;
  }

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const instructionsId = `${baseId}-instructions`;
  const cardId = `${baseId}-card`;

  const selectedPlaces =
    selection && selection.floorId === floor.id ? (placesByUnit.get(unitKey(floor.id, selection.unit)) ?? []) : [];
  const selectedLandmark = selection ? landmarks[unitKey(selection.floorId, selection.unit)] : undefined;
  const cardPlaces: PlaceCardEntry[] = selectedPlaces.map((p) => ({
    id: p.id,
    slug: p.slug,
    kind: p.kind,
    name: p.name,
    category: p.category?.name ?? null,
    href: placePageHref(p),
    logoUrl: p.logoUrl,
    hours: p.hours,
  }));
  // a floor whose units are on their way: the legend names every kind meanwhile
  const unitKinds = floor.plan && !loadingShapes ? [...new Set(floor.plan.units.map((u) => u.kind))] : undefined;
  const areaKinds = [...new Set((floor.plan?.areas ?? []).map((a) => a.kind))];
  const amenityKinds = [...new Set((floor.plan?.amenities ?? []).map((a) => a.kind))];
  // on wide screens the card floats over the plan: on the side away from its unit
  const selectedBox = selection && floor.id === selection.floorId ? unitBox(floor, selection.unit) : null;
  const cardSide =
    selectedBox && vb && ((selectedBox.x1 + selectedBox.x2) / 2 - vb.minX) * view.scale + view.x > vb.width / 2
      ? 'left'
      : 'right';

  return (
    <div ref={rootRef} className={`${theme.mapTheme} ${styles.explorer}`} data-interactive={ready || undefined}>
      <MapPatterns />
      <MapFilters
        filter={typedFilter}
        onChange={changeFilter}
        onSearchFocus={loadSearch}
        categories={categories}
        resultText={resultText}
        showEmpty={filterActive && resultCount === 0 && amenityNames.length === 0}
      />
      <FloorTabs
        label={t('floorsLabel')}
        floors={data.floors.map((f) => ({
          id: f.id,
          code: f.code,
          name: f.name,
          ...(filterActive
            ? {
                matches: perFloor.get(f.id) ?? 0,
                matchesLabel: t('resultsOnFloor', { count: perFloor.get(f.id) ?? 0 }),
              }
            : {}),
        }))}
        activeId={floor.id}
        onSelect={selectFloor}
        tabId={tabId}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(floor.id)} className={styles.panel}>
        <p id={instructionsId} hidden>
          {t('instructions')}
        </p>
        <div className={styles.stage} data-directions={routeLink ? '' : undefined}>
          <div ref={frameRef} className={styles.frame}>
            {drawable && vb ? (
              <>
                <FloorPlanCanvas
                  key={floor.id}
                  plan={drawable}
                  title={t('floorPlanLabel', { floor: floor.name })}
                  describedBy={instructionsId}
                  units={canvasUnits}
                  highlighted={highlighted}
                  highlightedAmenities={filter.amenities ?? null}
                  selectedUnit={selection?.floorId === floor.id ? selection.unit : null}
                  locale={locale}
                  view={view}
                  onViewChange={setView}
                  onActivateUnit={openUnit}
                  onFocusUnit={onFocusUnit}
                  onEscape={selection ? closeCard : undefined}
                  overlay={
                    routeLink && routeLegs ? (
                      <LazyRouteOverlay
                        legs={routeLegs}
                        floorId={floor.id}
                        scale={view.scale}
                        exitLabel={(leg) =>
                          t('routeFloorChange', {
                            up: leg.exit?.up ? 'up' : 'down',
                            floor: data.floors.find((f) => f.id === leg.exit?.floorId)?.name ?? '',
                          })
                        }
                      />
                    ) : null
                  }
                />
                <div className={styles.zoom}>
                  <MapZoomControls
                    canZoomIn={view.scale < MAX_SCALE}
                    canZoomOut={view.scale > MIN_SCALE}
                    isReset={view.scale === 1 && view.x === 0 && view.y === 0}
                    onZoomIn={() => setView((v) => zoomAt(v, ZOOM_STEP, vb))}
                    onZoomOut={() => setView((v) => zoomAt(v, 1 / ZOOM_STEP, vb))}
                    onReset={() => setView(IDENTITY_VIEW)}
                  />
                </div>
              </>
            ) : loadingShapes ? (
              <p className={styles.noPlan} role="status" data-floor-loading="">
                {t('loadingPlan')}
              </p>
            ) : (
              <p className={styles.noPlan}>{t('noPlan')}</p>
            )}
          </div>
          {cardPlaces.length > 0 && selection && !routeLink && (
            <div className={styles.cardSlot} data-side={cardSide}>
              <LazyPlaceMapCard
                id={cardId}
                places={cardPlaces}
                floorName={floor.name}
                unit={selection.unit}
                landmark={selectedLandmark ? landmarkText(selectedLandmark, locale, t) : null}
                autoFocus={cardAutoFocus}
                onClose={closeCard}
                mall={data.mallHours}
                onDirections={(slug) => {
                  dismissCard();
                  changeRoute({ from: null, to: slug, stepFree: false }, 'push');
                }}
              />
            </div>
          )}
          {routeLink && (
            <div className={styles.directions}>
              <LazyDirections
                link={routeLink}
                floors={routeFloors}
                places={routePlaces}
                locale={locale === 'en' ? 'en' : 'pt'}
                onChange={(link) => changeRoute(link)}
                onClose={closeRoute}
                takeFocus={routeAsked}
                shownFloorId={floor.id}
                onShowFloor={selectFloor}
                onLegs={setRouteLegs}
              />
            </div>
          )}
        </div>
      </div>
      <div className={styles.after}>
        <a href={`#${listId}`} className={styles.skip}>
          {t('skipToList')}
        </a>
        <MapLegend
          unitKinds={unitKinds}
          areaKinds={areaKinds}
          amenityKinds={amenityKinds}
          headingId={`${baseId}-legend`}
        />
      </div>
    </div>
  );
}
