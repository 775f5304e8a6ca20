'use client';

import { useEffect } from 'react';
import { DirectionsPanel } from './DirectionsPanel';
import type { RouteLink } from './model/route-link';
import type { PlaceInUnit } from './model/route-places';
import type { RouteLeg } from './model/route-steps';
import type { WayfindingFloor } from './model/walkway-graph';
import { useRoute } from './use-route';

export interface DirectionsProps {
  link: RouteLink;
  /** null while some floor's walkways are on their way */
  floors: readonly WayfindingFloor[] | null;
  places: readonly PlaceInUnit[];
  locale: 'pt' | 'en';
  onChange: (link: RouteLink) => void;
  onClose: () => void;
  /** the visitor opened the directions (not the page's own link on load): the panel takes focus */
  takeFocus: boolean;
  shownFloorId: string;
  onShowFloor: (floorId: string) => void;
  /** the route's lines for the plan, null when there is none */
  onLegs: (legs: readonly RouteLeg[] | null) => void;
}

/**
 * The route of the link, worked out here in the browser, and its panel. The
 * map loads this module (and the graph library) only when directions open.
 */
export function Directions({ link, floors, places, locale, onLegs, ...panel }: DirectionsProps) {
  const route = useRoute(floors, places, link, locale);
  const legs = route.planned?.ok ? route.planned.route.legs : null;
  useEffect(() => onLegs(legs), [legs, onLegs]);
  useEffect(() => () => onLegs(null), [onLegs]);
  return (
    <DirectionsPanel
      link={link}
      route={route}
      floorName={(id) => floors?.find((f) => f.id === id)?.name ?? id}
      {...panel}
    />
  );
}
