import type { AppLocale } from '@/i18n/routing';
import { localizedText } from '@/lib/cinema/prices';

export interface FormOption {
  value: string;
  label: string;
}

/** The contact form's kinds of message (`contact_page.subjects`, ContactSubject[]), in the locale. */
export function contactSubjects(value: unknown, locale: AppLocale): FormOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: { key?: unknown; label?: unknown }) => {
    const label = localizedText(entry?.label, locale);
    return typeof entry?.key === 'string' && /^[a-z0-9-]+$/.test(entry.key) && label ? [{ value: entry.key, label }] : [];
  });
}

/** The job openings a visitor may apply to, by slug. */
export function jobOpeningChoices(openings: readonly { slug?: string | null; title?: string | null; employer?: string | null }[]): FormOption[] {
  return openings.flatMap((o) => (o.slug && o.title ? [{ value: o.slug, label: o.employer ? `${o.title} · ${o.employer}` : o.title }] : []));
}
