import type { AppLocale } from '@/i18n/routing';
import { localizedText } from '@/lib/content';
import { contactSubjectsSchema } from '@/lib/content';

export interface FormOption {
  value: string;
  label: string;
}

/**
 * The contact form's kinds of message (`contact_page.subjects`, ContactSubject[]), in the locale;
 * read whole through its schema (ADR 0037), so a malformed list offers none.
 */
export function contactSubjects(value: unknown, locale: AppLocale): FormOption[] {
  const checked = contactSubjectsSchema.safeParse(value);
  if (!checked.success) return [];
  return checked.data.map((entry) => ({
    value: entry.key,
    label: localizedText(entry.label, locale) ?? entry.label.pt,
  }));
}

/** The job openings a visitor may apply to, by slug. */
export function jobOpeningChoices(
  openings: readonly { slug?: string | null; title?: string | null; employer?: string | null }[],
): FormOption[] {
  return openings.flatMap((o) =>
    o.slug && o.title ? [{ value: o.slug, label: o.employer ? `${o.title} · ${o.employer}` : o.title }] : [],
  );
}
