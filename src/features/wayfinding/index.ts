/** What other features may use of wayfinding: directions inside the mall (issue 24, ADR 0073). */
export { DirectionsPanel } from './DirectionsPanel';
export { RouteOverlay } from './RouteOverlay';
export { useRoute, type RouteState } from './use-route';
export { hasRouteLink, parseRouteLink, routeQuery, withRouteQuery, type RouteLink } from './model/route-link';
export type { PlaceInUnit } from './model/route-places';
export type { RouteLeg } from './model/route-steps';
export type { WayfindingFloor } from './model/walkway-graph';
