/**
 * The sentence under an open/closed status: 'Fecha às 22:00', 'Abre amanhã às
 * 10:00', 'Abre sáb. às 10:00'. The words come from next-intl messages
 * (`places.nextChange.*`); weekday and date names come from Intl in the
 * mall's time zone, so they match the mall's calendar, not the visitor's.
 */
import { formatDate } from '@/lib/time/format-date';
import type { NextChange } from './open-status';

export type NextChangeMessageKey =
  'closesAt' | 'closesOnAt' | 'opensAt' | 'opensTomorrowAt' | 'opensOnAt' | 'opensOnDateAt';

/** A next-intl translator scoped to `places.nextChange` (or any function with its shape). */
export type NextChangeTranslate = (key: NextChangeMessageKey, values: NextChangeValues) => string;

/** Every message gets all three values (ICU ignores the ones it does not use), so one translator type fits all keys. */
// A type literal, not an interface: it must be assignable to next-intl's value records.
export type NextChangeValues = {
  time: string;
  weekday: string;
  date: string;
};

const DAY_MS = 86_400_000;

export function formatNextChange(
  change: NextChange,
  { now, locale, t }: { now: Date; locale: string; t: NextChangeTranslate },
): string {
  const values: NextChangeValues = {
    time: change.time,
    weekday: formatDate(change.at, locale, 'weekdayShort'),
    date: formatDate(change.at, locale, 'dayMonth'),
  };
  if (change.kind === 'closes') {
    // A bar closing at 02:00 "closes at 02:00", not "tomorrow at 02:00":
    // within a day the hour alone is unambiguous.
    return t(change.at.getTime() - now.getTime() < DAY_MS ? 'closesAt' : 'closesOnAt', values);
  }
  if (change.dayOffset === 0) return t('opensAt', values);
  if (change.dayOffset === 1) return t('opensTomorrowAt', values);
  return t(change.dayOffset < 7 ? 'opensOnAt' : 'opensOnDateAt', values);
}
