/** Business constants of spec §9 (and §4), named after the spec, in one place. */

/** "Build check: every 1 hour." */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** "Reload guard: 10 seconds per path." */
export const RELOAD_GUARD_WINDOW_MS = 10_000;
/** "Route chunk preload queue: 4 concurrent." */
export const ROUTE_PRELOAD_CONCURRENCY = 4;
/** "Scroll animations defaults: offset 120, delay 0, easing ease, duration 400 ms, throttle 99 ms, debounce 50 ms." */
export const SCROLL_ANIMATION_DEFAULTS = {
  offset: 120,
  delay: 0,
  easing: 'ease',
  duration: 400,
  throttleDelay: 99,
  debounceDelay: 50,
} as const;
/** "Logger: repeats within 1000 ms are throttled, minimum 5." */
export const LOGGER_THROTTLE_MS = 1_000;
export const LOGGER_THROTTLE_MIN = 5;
