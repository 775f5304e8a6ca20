/**
 * A Brazilian phone as editors type it ("(31) 3290-4500", "31 99927-4500",
 * "+55 31 3290 4500") in the international form structured data wants
 * ("+55 31 3290-4500"): without the country code a search engine cannot
 * tell the number's country. A number already written with another `+code`
 * keeps it; one that is not a phone number gives null (left out).
 */
export function internationalPhone(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') && !trimmed.startsWith('+55')) return digits.length >= 8 ? `+${digits}` : null;
  const national = digits.replace(/^55(?=\d{10,11}$)/, '').replace(/^0(?=\d{10,11}$)/, '');
  if (national.length === 10) return `+55 ${national.slice(0, 2)} ${national.slice(2, 6)}-${national.slice(6)}`;
  if (national.length === 11) return `+55 ${national.slice(0, 2)} ${national.slice(2, 7)}-${national.slice(7)}`;
  return null;
}
