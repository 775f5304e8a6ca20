/**
 * Shapes of the JSON fields of the content model. DatoCMS stores JSON fields
 * opaquely, so the site must still treat them as untrusted input: the
 * open-now module, for one, reports a schedule it cannot read as 'invalid'
 * instead of trusting these types.
 */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * "HH:MM", 24-hour clock, in the mall's time zone (America/Sao_Paulo).
 * A `close` earlier than or equal to `open` means the range ends the next day
 * (a bar open 18:00–02:00). "24:00" is allowed as a close.
 */
export interface TimeRange {
  open: string;
  close: string;
}

/** A missing weekday, or an empty list, means closed that day. */
export type WeeklySchedule = Partial<Record<Weekday, TimeRange[]>>;

export type Sector = 'stores' | 'gastronomy' | 'cinema' | 'leisure';
export type SectorHours = Record<Sector, WeeklySchedule>;

export interface LocalizedText {
  pt: string;
  en?: string;
}

/**
 * A dated exception to the weekly hours (a holiday). `mall` and each sector
 * are either 'closed' or the day's ranges; a sector left out follows `mall`.
 * When `optional` is true, the mall opens but each store decides
 * (Store.opens_on_optional_holidays): stores that do not open are closed.
 */
export interface HolidayException {
  date: string; // YYYY-MM-DD
  name: LocalizedText;
  mall: 'closed' | TimeRange[];
  sectors?: Partial<Record<Sector, 'closed' | TimeRange[]>>;
  optional?: boolean;
}

export type QuickLinkKey = 'restaurants' | 'stores' | 'cinema' | 'services' | 'directions' | 'pet_area';
export interface QuickLink {
  key: QuickLinkKey;
  /** a site path without locale prefix ("/gastronomia") or an absolute URL */
  href: string;
}

export interface SocialLink {
  network: 'instagram' | 'facebook' | 'youtube' | 'tiktok' | 'linkedin';
  url: string;
}

export interface DeliveryLink {
  name: string;
  url: string;
}

export interface TicketPrice {
  label: LocalizedText;
  /** price in BRL cents */
  priceCents: number;
  note?: LocalizedText;
}

/** The directions page's parking: how many of each kind of place there is. */
export interface ParkingFacilities {
  spots?: number;
  covered_spots?: number;
  ev_chargers?: number;
  bike_racks?: number;
  accessible_spots?: number;
  senior_spots?: number;
}

/** A bus line that stops near the mall. */
export interface BusLine {
  /** the line's number as printed on the bus, e.g. "4103" */
  line: string;
  /** its route, e.g. "Belvedere / Centro" */
  route: string;
  /** where to get off */
  stop: LocalizedText;
}

/** A kind of message the contact form offers ("Dúvida", "Achados e perdidos"). */
export interface ContactSubject {
  /** what the submission stores, stable across label edits */
  key: string;
  label: LocalizedText;
}

/** A rectangle on the masterplan's drawing (viewBox 0 0 1000 600). */
export interface PlanRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One phase of the masterplan. */
export interface MasterplanPhase {
  /** a stable key, e.g. "praca" */
  key: string;
  name: LocalizedText;
  summary: LocalizedText;
  /** the year it opens */
  year: number;
  status: 'done' | 'in_progress' | 'planned';
  /** what it is, which sets its colour and drawing on the plan */
  use: 'green' | 'dining' | 'office' | 'retail' | 'parking';
  /** its built or open area in square metres */
  area_m2: number;
  shape: PlanRect;
}

/** The masterplan's ground: the site, the mall as it is, and the streets that name the sides. */
export interface MasterplanSite {
  site: PlanRect;
  existing: PlanRect & { label: LocalizedText };
  streets: { name: string; x1: number; y1: number; x2: number; y2: number }[];
}

export interface CinemaRoom {
  name: string;
  seats: number;
  formats: MovieFormat[];
  wheelchairSpaces: number;
}

export type MovieFormat = '2D' | '3D' | 'IMAX' | 'VIP';
export type MovieAudio = 'dubbed' | 'subtitled' | 'national';
export type SessionAccessibility = 'audio_description' | 'libras' | 'closed_captions';

/** One slot of a movie's weekly programme: it repeats every week of the run. */
export interface MovieSession {
  weekday: Weekday;
  time: string; // HH:MM
  room: string;
  format: MovieFormat;
  audio: MovieAudio;
  accessibility: SessionAccessibility[];
  ticketUrl: string;
}

export type UnitKind = 'store' | 'restaurant' | 'service' | 'anchor' | 'cinema' | 'leisure';
export type AmenityKind = 'toilet' | 'lift' | 'escalator' | 'entrance' | 'parking' | 'pet_area' | 'info' | 'family_room' | 'atm';

/** A floor drawn in SVG user units. Places (store, restaurant, service) point at a unit by `code`. */
export interface FloorPlan {
  viewBox: string; // "0 0 1200 800"
  /** outline of the building on this floor (SVG path data) */
  outline: string;
  units: { code: string; kind: UnitKind; d: string; labelX: number; labelY: number }[];
  amenities: { kind: AmenityKind; x: number; y: number; label?: LocalizedText }[];
}
