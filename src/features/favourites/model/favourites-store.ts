/**
 * The visitor's favourites, on this device only: a list in localStorage, never a cookie and never sent
 * anywhere, so it needs no consent and every page stays the same cached page for everyone (ADR 0072).
 * Components read it through `useFavourites` (a `useSyncExternalStore` over this module); other tabs'
 * changes arrive by the `storage` event.
 */

/** what can be a favourite; 'offer' is kept for the offers' cards (src/features/offers) */
export const FAVOURITE_KINDS = ['store', 'restaurant', 'offer'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

export interface Favourite {
  kind: FavouriteKind;
  /** the record's id (stable when a slug changes) */
  id: string;
}

export const STORAGE_KEY = 'favoritos:v1';
const CHANGE_EVENT = 'mall:favouriteschange';
const EMPTY: readonly Favourite[] = [];

let cachedRaw: string | null | undefined;
let cached: readonly Favourite[] = EMPTY;

/** Entries of a stored value; anything unreadable is ignored rather than thrown (another version, a hand edit). */
export function parseFavourites(raw: string | null): readonly Favourite[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value.filter(
      (f): f is Favourite =>
        typeof f === 'object' &&
        f !== null &&
        (FAVOURITE_KINDS as readonly unknown[]).includes((f as Favourite).kind) &&
        typeof (f as Favourite).id === 'string',
    );
  } catch {
    return EMPTY;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage disabled (a privacy setting): favourites then last as long as the page
    return null;
  }
}

let memory: string | null = null;

function readRaw(): string | null {
  const s = storage();
  return s ? s.getItem(STORAGE_KEY) : memory;
}

export function readFavourites(): readonly Favourite[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseFavourites(raw);
  }
  return cached;
}

function write(list: readonly Favourite[]): void {
  const raw = JSON.stringify(list);
  const s = storage();
  try {
    if (s) s.setItem(STORAGE_KEY, raw);
    else memory = raw;
  } catch {
    memory = raw;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export const isFavourite = (list: readonly Favourite[], kind: FavouriteKind, id: string) =>
  list.some((f) => f.kind === kind && f.id === id);

/** Adds or removes one; the newest first. Returns whether it is a favourite now. */
export function toggleFavourite(kind: FavouriteKind, id: string): boolean {
  const list = readFavourites();
  if (isFavourite(list, kind, id)) {
    write(list.filter((f) => !(f.kind === kind && f.id === id)));
    return false;
  }
  write([{ kind, id }, ...list]);
  return true;
}

/** Puts a list back as it was (the toast's undo). */
export function restoreFavourites(list: readonly Favourite[]): void {
  write(list);
}

export function subscribeFavourites(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
