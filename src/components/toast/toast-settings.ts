/** "Toast notifications: duration 3000 ms, position bottom, pause on hover, dismiss on click." */
export const TOAST_DURATION_MS = 3_000;
export const TOAST_POSITION = 'bottom-center' as const;
