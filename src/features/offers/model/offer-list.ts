/**
 * The offers list's state in the URL (`/ofertas?categoria=moda&piso=l2&loja=alma-boho&terminando=1`)
 * and the filtering it means. Pure: the browser passes its clock (ended
 * offers leave the list at their minute), the server passes null (its HTML
 * is cached and never holds "now", ADR 0025).
 */
import { isEndingSoon, offerState, type OfferValidity } from './offer-state';

/** What filtering reads of an offer: the list's browser gets only this, not the cards' data. */
export interface FilterableOffer extends OfferValidity {
  id: string;
  categories: readonly { slug: string }[];
  places: readonly { slug: string; floorCode: string | null }[];
}

export interface OfferListCriteria {
  category: string | null;
  floor: string | null;
  /** a store's or restaurant's slug */
  place: string | null;
  endingSoon: boolean;
  /**
   * "load more" without JavaScript: page N shows the first N × OFFER_PAGE_SIZE offers (the browser, which knows
   * the time, shows every match and ignores it, ADR 0078)
   */
  page: number;
}

export const NO_CRITERIA: OfferListCriteria = {
  category: null,
  floor: null,
  place: null,
  endingSoon: false,
  page: 1,
};

/**
 * The cards the list's HTML holds at first (issue 21: the page's weight); the rest are in its packed index. Two rows
 * of the desktop grid's four columns, a few screens on a phone; with JavaScript every match shows once hydrated.
 * Twelve kept the page 0.6 kB over the 25 kB target (ADR 0081).
 */
export const OFFER_PAGE_SIZE = 8;

const pageParam = (value: string | null): number => {
  const n = /^\d{1,3}$/.test(value ?? '') ? Number(value) : 1;
  return n >= 1 ? n : 1;
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;
const slugParam = (value: string | null): string | null => {
  const v = value?.trim().toLowerCase() ?? '';
  return SLUG.test(v) ? v : null;
};

export function parseOfferParams(search: URLSearchParams): OfferListCriteria {
  return {
    category: slugParam(search.get('categoria')),
    floor: slugParam(search.get('piso')),
    place: slugParam(search.get('loja')),
    endingSoon: search.get('terminando') === '1',
    page: pageParam(search.get('pagina')),
  };
}

/** The criteria as a query, always in the same order (one URL, one cached page). */
export function offerSearchParams(criteria: OfferListCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.category) params.set('categoria', criteria.category);
  if (criteria.floor) params.set('piso', criteria.floor);
  if (criteria.place) params.set('loja', criteria.place);
  if (criteria.endingSoon) params.set('terminando', '1');
  if (criteria.page > 1) params.set('pagina', String(criteria.page));
  return params;
}

/** The normalised query as a path segment for the cached filtered page (src/i18n/query-routes.ts), or null. */
export function offerFilterSegment(search: URLSearchParams): string | null {
  const segment = offerSearchParams(parseOfferParams(search)).toString();
  return segment === '' ? null : segment;
}

/** What the list shows: never an ended offer once the time is known; "ending soon" needs the time too. */
export function filterOffers<T extends FilterableOffer>(
  offers: readonly T[],
  criteria: OfferListCriteria,
  now: Date | null,
): T[] {
  return offers.filter((offer) => {
    if (now && offerState(offer, now) === 'ended') return false;
    if (criteria.category && !offer.categories.some((c) => c.slug === criteria.category)) return false;
    if (criteria.floor && !offer.places.some((p) => p.floorCode?.toLowerCase() === criteria.floor)) return false;
    if (criteria.place && !offer.places.some((p) => p.slug === criteria.place)) return false;
    if (criteria.endingSoon && now && !isEndingSoon(offer, now)) return false;
    return true;
  });
}

/** What the filters' choices are made of; an `OfferSummary` has it, and so has the list's packed index. */
interface OptionSource {
  categories: readonly { slug: string; name: string }[];
  places: readonly {
    slug: string;
    name: string;
    floorCode: string | null;
    floorName: string | null;
    floorLevel: number;
  }[];
}

/** The filter's choices: only values some offer has, each once, in a stable order. */
export function offerFilterOptions(offers: readonly OptionSource[]) {
  const categories = new Map<string, string>();
  const floors = new Map<string, { name: string; level: number }>();
  const places = new Map<string, string>();
  for (const offer of offers) {
    for (const c of offer.categories) categories.set(c.slug, c.name);
    for (const p of offer.places) {
      places.set(p.slug, p.name);
      if (p.floorCode && p.floorName) floors.set(p.floorCode.toLowerCase(), { name: p.floorName, level: p.floorLevel });
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    categories: [...categories].map(([value, name]) => ({ value, name })).sort(byName),
    floors: [...floors].sort(([, a], [, b]) => a.level - b.level).map(([value, { name }]) => ({ value, name })),
    places: [...places].map(([value, name]) => ({ value, name })).sort(byName),
  };
}
