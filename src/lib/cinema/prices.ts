import type { LocalizedText } from '@cms/model/json-shapes';

export interface LocalizedPrice {
  label: string;
  priceCents: number;
  note: string | null;
}

function localized(value: unknown, locale: 'pt' | 'en'): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const text = value as Partial<LocalizedText>;
  const chosen = (locale === 'en' ? text.en : undefined) ?? text.pt;
  return typeof chosen === 'string' && chosen.trim() !== '' ? chosen : null;
}

/**
 * The cinema's ticket prices (`cinema_page.prices`, TicketPrice[] stored as
 * opaque JSON) in the visitor's locale, English falling back to Portuguese.
 * An entry without a label or a whole, non-negative price is dropped.
 */
export function parseTicketPrices(json: unknown, locale: 'pt' | 'en'): LocalizedPrice[] {
  if (!Array.isArray(json)) return [];
  return (json as unknown[]).flatMap((raw): LocalizedPrice[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const entry = raw as Record<string, unknown>;
    const label = localized(entry.label, locale);
    const priceCents = entry.priceCents;
    if (!label || typeof priceCents !== 'number' || !Number.isInteger(priceCents) || priceCents < 0) return [];
    return [{ label, priceCents, note: localized(entry.note, locale) }];
  });
}
