/** Small text helpers shared by the data tables. */

export interface L10n {
  pt: string;
  en: string;
}

export const l10n = (pt: string, en: string): L10n => ({ pt, en });

/** "Café Ipê & Cia." → "cafe-ipe-cia" */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** initials for a monogram: "Casa Aroeira" → "CA", "Lumen" → "Lu" */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-ZÀ-Ý]/.test(w))
    .filter((w) => !['de', 'da', 'do', 'das', 'dos', 'e', 'the', 'and'].includes(w.toLowerCase()));
  if (words.length >= 2) return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase();
  const w = words[0] ?? name;
  return (w[0] ?? '').toUpperCase() + (w[1] ?? '').toLowerCase();
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
