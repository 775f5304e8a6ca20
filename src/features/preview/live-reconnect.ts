/** "Live query reconnect: start 1000 ms, cap 20000 ms." (applied by datocms-listen) */
export const LIVE_RECONNECT_START_MS = 1_000;
export const LIVE_RECONNECT_CAP_MS = 20_000;
