/**
 * schema.org `OpeningHoursSpecification`, shared by the mall (ShoppingCenter)
 * and each place's page (Store, Restaurant).
 */
import { WEEKDAYS, type Weekday } from '@/lib/content/content-values';

export interface OpeningHoursSpecificationLd {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
  name?: string;
}

export const SCHEMA_DAY: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/**
 * Midnight as a closing time ("24:00" in the CMS, "00:00" once displayed) is not
 * a schema.org Time search engines read well: they document "23:59" for it.
 */
export const schemaCloseTime = (close: string): string => (close === '24:00' || close === '00:00' ? '23:59' : close);

/** Days with the same range share one specification, as people write hours (Monday first). */
export function weeklySpecifications(
  week: Partial<Record<Weekday, readonly { open: string; close: string }[]>>,
): OpeningHoursSpecificationLd[] {
  const byRange = new Map<string, OpeningHoursSpecificationLd & { dayOfWeek: string[] }>();
  for (const day of WEEKDAYS) {
    for (const range of week[day] ?? []) {
      const closes = schemaCloseTime(range.close);
      const key = `${range.open}-${closes}`;
      const entry = byRange.get(key) ?? {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [],
        opens: range.open,
        closes,
      };
      entry.dayOfWeek.push(SCHEMA_DAY[day]);
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()];
}
