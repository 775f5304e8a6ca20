import { weekScheduleFor, type MallHoursInput, type PlaceHoursInput } from '@/features/opening-hours';
import { mallCalendarFields } from '@/lib/time/mall-clock';

/**
 * A place's ranges on the mall's today ("10:00–22:00", "18:00–02:00"): [] when closed all day, null when its
 * hours cannot be told (none published, or unreadable).
 */
export function todayRanges(place: PlaceHoursInput, mall: MallHoursInput, now: Date): string[] | null {
  const week = weekScheduleFor(place, mall, mallCalendarFields(now).date);
  if (week.status !== 'ok') return null;
  return (week.days[0]?.ranges ?? []).map((r) => `${r.open}–${r.close}`);
}
