import type { AppLocale } from '@/i18n/routing';

/** How old a kept page may be before a visit refreshes it in the background. */
export const WARM_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The pages a visitor needs in the mall without signal, in their locale (issue 24): the map with its floors,
 * the stores, restaurants and services lists with their opening hours, and the cinema with today's sessions.
 * Paths as src/i18n/routing.ts localizes them.
 */
export const MALL_PAGES: Record<AppLocale, readonly string[]> = {
  pt: ['/mapa', '/lojas', '/gastronomia', '/servicos', '/cinema'],
  en: ['/en/mapa', '/en/lojas', '/en/gastronomia', '/en/services', '/en/cinema'],
};

/** The pages to fetch again: never stored, or stored more than `WARM_MAX_AGE_MS` ago (by their stamp). */
export function urlsToRefresh(storedAt: ReadonlyMap<string, string | null>, now: number): string[] {
  return [...storedAt]
    .filter(([, stamp]) => {
      const time = stamp ? Date.parse(stamp) : NaN;
      return Number.isNaN(time) || now - time > WARM_MAX_AGE_MS;
    })
    .map(([url]) => url);
}
