/**
 * The enumerations of the content model's JSON fields, without zod: code that
 * runs in the browser imports these (and the types, with `import type`), never
 * the schemas, which are parsed on the server at the data boundary (ADR 0037).
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SECTORS = ['stores', 'gastronomy', 'cinema', 'leisure'] as const;
export type Sector = (typeof SECTORS)[number];

export const MOVIE_FORMATS = ['2D', '3D', 'IMAX', 'VIP'] as const;
export const MOVIE_AUDIOS = ['dubbed', 'subtitled', 'national'] as const;
export const SESSION_ACCESSIBILITY = ['audio_description', 'libras', 'closed_captions'] as const;

export const UNIT_KINDS = ['store', 'restaurant', 'service', 'anchor', 'cinema', 'leisure'] as const;
export const AMENITY_KINDS = [
  'toilet',
  'lift',
  'escalator',
  'entrance',
  'parking',
  'pet_area',
  'info',
  'family_room',
  'atm',
  // the car-park levels (ADR 0077)
  'stairs',
  'ev_charger',
  'pay_station',
] as const;

/**
 * What a plan draws that is neither a unit nor a pictogram (ADR 0077): the car park's bays, lanes and walks.
 * Areas are never places one can "visit": they have no card, no door and no search result of their own.
 */
export const AREA_KINDS = [
  'parking_bays',
  'priority_bays',
  'ev_bays',
  'driving_lane',
  'walkway',
  'lift_lobby',
] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** The points of a floor's walkway network (issue 24, walkway-schema.ts). */
export const WALKWAY_NODE_KINDS = [
  'junction',
  'door',
  'entrance',
  'parking',
  'lift',
  'escalator',
  'stairs',
  'landmark',
] as const;
export type WalkwayNodeKind = (typeof WALKWAY_NODE_KINDS)[number];
/** What joins two floors' networks. */
export const CONNECTOR_KINDS = ['lift', 'escalator', 'stairs'] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

/** The masterplan drawing's coordinate space: every shape of the masterplan is in it. */
export const PLAN_WIDTH = 1000;
export const PLAN_HEIGHT = 600;

export const QUICK_LINK_KEYS = ['restaurants', 'stores', 'cinema', 'services', 'directions', 'pet_area'] as const;
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'tiktok', 'linkedin'] as const;

/** what an event is, for the agenda's "by kind" filter (article.event.kind) */
export const EVENT_KINDS = ['show', 'kids', 'workshop', 'exhibition', 'fair', 'sports'] as const;
/** Brazil's ClassInd ratings ("L": all ages) */
export const EVENT_AGE_RATINGS = ['L', '10', '12', '14', '16', '18'] as const;
export const EVENT_ACCESSIBILITY = ['libras', 'audio_description'] as const;
