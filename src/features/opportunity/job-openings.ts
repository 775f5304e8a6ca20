export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'internship', 'temporary'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export interface JobOpening {
  id: string;
  title: string;
  slug: string;
  employer: string;
  description?: string | null;
  /** one requirement a line */
  requirements?: string | null;
  employmentType?: EmploymentType | null;
  /** YYYY-MM-DD */
  publishedOn?: string | null;
  /** last day to apply, YYYY-MM-DD, inclusive */
  closesOn?: string | null;
}

export function isEmploymentType(value: unknown): value is EmploymentType {
  return typeof value === 'string' && (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}

/**
 * The openings a visitor can still apply to on `today` (the mall's date):
 * published on or before today and not closed; soonest closing first, open-ended last.
 */
export function openJobOpenings<T extends Pick<JobOpening, 'publishedOn' | 'closesOn' | 'title'>>(
  openings: readonly T[],
  today: string | null,
): T[] {
  return openings
    .filter(
      (o) => today === null || ((!o.publishedOn || o.publishedOn <= today) && (!o.closesOn || o.closesOn >= today)),
    )
    .sort(
      (a, b) => (a.closesOn ?? '9999').localeCompare(b.closesOn ?? '9999') || a.title.localeCompare(b.title, 'pt-BR'),
    );
}
