import { ticketPricesSchema, type LocalizedText } from '@/lib/content';

export interface LocalizedPrice {
  label: string;
  priceCents: number;
  note: string | null;
}

/** A chosen locale's text of a checked `LocalizedText`: English falls back to Portuguese when blank. */
const inLocale = (text: LocalizedText, locale: 'pt' | 'en'): string =>
  locale === 'en' && text.en?.trim() ? text.en : text.pt;

/**
 * A price list (TicketPrice[] stored as opaque JSON: the cinema's tickets,
 * the car park's tariff) in the visitor's locale, English falling back to
 * Portuguese. The list is read whole through its schema (ADR 0037): one
 * malformed entry and no prices are shown rather than a partial list.
 */
export function parseTicketPrices(json: unknown, locale: 'pt' | 'en'): LocalizedPrice[] {
  const checked = ticketPricesSchema.safeParse(json);
  if (!checked.success) return [];
  return checked.data.map((entry) => ({
    label: inLocale(entry.label, locale),
    priceCents: entry.priceCents,
    note: entry.note ? inLocale(entry.note, locale) : null,
  }));
}
