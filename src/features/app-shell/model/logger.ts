import { createConsola, type ConsolaOptions } from 'consola';
import { LOGGER_THROTTLE_MIN, LOGGER_THROTTLE_MS } from './constants';

/**
 * The site's logger (spec §9): the same message repeated within 1000 ms is
 * throttled once it has been seen 5 times, so an error in a render loop
 * cannot flood the console or the server log.
 */
export const LOGGER_OPTIONS = {
  throttle: LOGGER_THROTTLE_MS,
  throttleMin: LOGGER_THROTTLE_MIN,
} as const satisfies Partial<ConsolaOptions>;

export function createLogger(options: Partial<ConsolaOptions> = {}) {
  return createConsola({ ...LOGGER_OPTIONS, ...options });
}

export const logger = createLogger();
