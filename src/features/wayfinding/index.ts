/** What other features may use of wayfinding: directions inside the mall (issue 24, ADR 0073). */
export { LazyDirections } from './LazyDirections';
export { LazyRouteOverlay } from './LazyDirections';
export { hasRouteLink, parseRouteLink, routeQuery, withRouteQuery, type RouteLink } from './model/route-link';
export type { RouteLeg } from './model/route-steps';
export type { WayfindingFloor } from './model/walkway-graph';
