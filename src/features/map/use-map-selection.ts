'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { MapDeepLink } from './model/deep-link';
import { initialView, type MapSelection, resolveLink } from './model/link-target';
import { homeFloorId } from './model/floor-plan';
import { IDENTITY_VIEW, type MapView } from './model/viewport';
import type { MapData, MapFloorData } from './map-data';

export interface MapSelectionState {
  /** the floor shown: the chosen one, else the first; undefined when the map has no floors */
  floor: MapFloorData | undefined;
  /** the unit whose card is open */
  selection: MapSelection | null;
  view: MapView;
  setView: Dispatch<SetStateAction<MapView>>;
  /** the card takes focus when it opens from a click or a link followed on the page, not from the page's own URL */
  cardAutoFocus: boolean;
  /** a floor tab: the whole floor; the card stays open only if it is on that floor */
  selectFloor: (id: string) => void;
  /** shows a floor as it is, without resetting the view or closing the card (a link's floor) */
  showFloor: (id: string) => void;
  /** a unit of the shown floor was activated; focus returns to `target` when its card closes */
  openUnit: (code: string, target: Element) => void;
  closeCard: () => void;
  /** closes the card where focus is not in it (a new search typed): focus stays where it is */
  dismissCard: () => void;
  /**
   * a deep link: its floor, and its place's card, zoomed and scrolled to. `onLoad`: it is the page's own URL,
   * so the card opens without taking focus (the visitor has not acted yet)
   */
  followLink: (link: MapDeepLink, options?: { onLoad?: boolean }) => { floorId: string | null };
}

/** where the card is a sheet over the bottom of the screen (MapExplorer.module.css) */
export const PHONE_QUERY = '(max-width: 59.99rem)';

const unitElement = (root: HTMLElement | null, unit: string) =>
  root?.querySelector(`[data-unit="${CSS.escape(unit)}"]`) ?? null;

/**
 * Which floor, which unit and which view the map shows, from the deep link of
 * the first render to the floor tabs, the units and the card. `rootRef` is
 * the map's element: focus goes back into it when a card closes.
 */
export function useMapSelection(
  data: MapData,
  initialLink: MapDeepLink,
  rootRef: RefObject<HTMLElement | null>,
): MapSelectionState {
  const [initial] = useState(() => resolveLink(initialLink, data));
  const [floorId, setFloorId] = useState<string>(initial.floorId ?? homeFloorId(data.floors) ?? '');
  const [selection, setSelection] = useState<MapSelection | null>(initial.selection);
  const [view, setView] = useState<MapView>(() => initialView(data, initial.selection));
  const [cardAutoFocus, setCardAutoFocus] = useState(false);
  const returnFocus = useRef<Element | null>(null);
  // Where closeCard put focus, to put it there again once the card is gone: a card closed by Escape the instant it
  // opened still had its own focus to take (its effect runs before React renders the close), and took it from the
  // unit; the card then went, and focus with it (the keyboard e2e's rare failure on a loaded machine).
  const focusOnClosed = useRef<HTMLElement | SVGElement | null>(null);

  const floor = data.floors.find((f) => f.id === floorId) ?? data.floors.find((f) => f.id === homeFloorId(data.floors));

  const selectFloor = (id: string) => {
    if (id === floorId) return;
    setFloorId(id);
    setView(IDENTITY_VIEW);
    if (selection?.floorId !== id) setSelection(null);
  };

  const openUnit = (code: string, target: Element) => {
    if (!floor) return;
    returnFocus.current = target;
    setCardAutoFocus(true);
    setSelection({ floorId: floor.id, unit: code });
  };

  const closeCard = useCallback(() => {
    setSelection(null);
    setCardAutoFocus(false);
    const target = returnFocus.current;
    returnFocus.current = null;
    // the unit drawn anew while its card was open (its floor's shapes arrived, the plan was redrawn): the same unit
    const code = target?.getAttribute('data-unit');
    const unit = target?.isConnected ? target : code ? unitElement(rootRef.current, code) : null;
    const back =
      unit instanceof HTMLElement || unit instanceof SVGElement
        ? unit
        : rootRef.current?.querySelector<SVGSVGElement>('svg[role="group"]');
    back?.focus();
    focusOnClosed.current = back ?? null;
  }, [rootRef]);

  // And once the card is gone (focusOnClosed)
  useLayoutEffect(() => {
    const back = focusOnClosed.current;
    if (selection || !back) return;
    focusOnClosed.current = null;
    if (back.isConnected && document.activeElement !== back) back.focus();
  }, [selection]);

  const dismissCard = useCallback(() => {
    setSelection(null);
    setCardAutoFocus(false);
    returnFocus.current = null;
  }, []);

  const followLink = useCallback(
    (link: MapDeepLink, { onLoad = false }: { onLoad?: boolean } = {}) => {
      const next = resolveLink(link, data);
      if (next.floorId) setFloorId(next.floorId);
      if (next.selection) {
        setSelection(next.selection);
        setView(initialView(data, next.selection));
        returnFocus.current = unitElement(rootRef.current, next.selection.unit);
        setCardAutoFocus(!onLoad);
        // Phones scroll the plan under the header when the card opens (MapExplorer): a smooth scroll here
        // would still be running then, and carry the unit out of view. On load, no animation either.
        if (!window.matchMedia?.(PHONE_QUERY).matches) {
          const smooth = !onLoad && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          rootRef.current?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
        }
      }
      return { floorId: next.floorId };
    },
    [data, rootRef],
  );

  // The unit of a deep link is the one focus returns to when its card closes.
  useEffect(() => {
    if (selection && !returnFocus.current) returnFocus.current = unitElement(rootRef.current, selection.unit);
  }, [selection, rootRef]);

  return {
    floor,
    selection,
    view,
    setView,
    cardAutoFocus,
    selectFloor,
    showFloor: setFloorId,
    openUnit,
    closeCard,
    dismissCard,
    followLink,
  };
}
