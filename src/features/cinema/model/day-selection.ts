import { isIsoDate, nextDays } from './calendar';

/** How many days the programme shows ahead, today included. */
export const PROGRAMME_DAYS = 7;

/**
 * The day the visitor asked for with `?dia=`, if it is one of the days offered;
 * any other value (malformed, past, too far ahead) falls back to today.
 */
export function selectedDay(requested: string | string[] | undefined, today: string): string {
  const value = Array.isArray(requested) ? requested[0] : requested;
  if (!value || !isIsoDate(value)) return today;
  return nextDays(today, PROGRAMME_DAYS).includes(value) ? value : today;
}
