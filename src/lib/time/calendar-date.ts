/**
 * A calendar date from the CMS as an instant at noon in the mall's zone, so
 * formatting it in any time zone between UTC−12 and UTC+11 gives the same day.
 */
export function calendarDateToInstant(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00-03:00`);
}
