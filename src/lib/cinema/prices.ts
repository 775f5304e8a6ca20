import type { LocalizedText } from '@/lib/content';

export interface LocalizedPrice {
  label: string;
  priceCents: number;
  note: string | null;
}

/** A `LocalizedText` inside a JSON field, in the locale (English falling back to Portuguese); null when unreadable. */
export function localizedText(value: unknown, locale: 'pt' | 'en'): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const text = value as Partial<LocalizedText>;
  const chosen = (locale === 'en' ? text.en : undefined) ?? text.pt;
  return typeof chosen === 'string' && chosen.trim() !== '' ? chosen : null;
}

/**
 * A price list (TicketPrice[] stored as opaque JSON: the cinema's tickets,
 * the car park's tariff) in the visitor's locale, English falling back to Portuguese.
 * An entry without a label or a whole, non-negative price is dropped.
 */
export function parseTicketPrices(json: unknown, locale: 'pt' | 'en'): LocalizedPrice[] {
  if (!Array.isArray(json)) return [];
  return (json as unknown[]).flatMap((raw): LocalizedPrice[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const entry = raw as Record<string, unknown>;
    const label = localizedText(entry.label, locale);
    const priceCents = entry.priceCents;
    if (!label || typeof priceCents !== 'number' || !Number.isInteger(priceCents) || priceCents < 0) return [];
    return [{ label, priceCents, note: localizedText(entry.note, locale) }];
  });
}
