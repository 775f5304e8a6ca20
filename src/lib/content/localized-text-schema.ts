import { z } from './zod.ts';

/**
 * A text an editor writes in both languages inside a JSON field. Portuguese is
 * the default locale and must be there; English falls back to it.
 */
export const localizedTextSchema = z.strictObject({
  pt: z.string().trim().min(1, { error: 'the Portuguese text ("pt") must not be empty' }),
  en: z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A `LocalizedText` inside a JSON field, in the locale (English falling back to Portuguese); null when unreadable. */
export function localizedText(value: unknown, locale: 'pt' | 'en'): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const text = value as Partial<LocalizedText>;
  const chosen = (locale === 'en' ? text.en : undefined) ?? text.pt;
  return typeof chosen === 'string' && chosen.trim() !== '' ? chosen : null;
}
