import { RELOAD_GUARD_WINDOW_MS } from './constants';

/**
 * Spec §4: a full reload (new build, failed chunk) happens at most once per
 * path within 10 seconds, so a chunk that keeps failing cannot loop the page.
 * The record lives in sessionStorage: it survives the reload, not the tab.
 */
export const RELOAD_GUARD_KEY = 'jacaranda:reload-guard';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function readRecord(storage: StorageLike): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** True (and the reload recorded) when `path` was not reloaded within the window; false otherwise. */
export function claimReload(
  path: string,
  now: number,
  storage: StorageLike,
  windowMs: number = RELOAD_GUARD_WINDOW_MS,
): boolean {
  const record = readRecord(storage);
  const last = record[path];
  if (last !== undefined && now - last < windowMs && now >= last) return false;
  // Forget old entries so the record stays small.
  const fresh = Object.fromEntries(Object.entries(record).filter(([, at]) => now - at < windowMs));
  fresh[path] = now;
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(fresh));
  } catch {
    // Storage full or denied: without a record, refusing is the safe side (no loop).
    return false;
  }
  return true;
}

/** Errors thrown when a route's code chunk cannot be fetched (webpack, Turbopack, native import()). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load chunk/i.test(
    message,
  );
}
