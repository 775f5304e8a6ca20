/**
 * Formats applied when the visitor leaves a field (never while typing, so
 * the caret, pasting and editing in the middle behave as in any field, and
 * screen readers hear what was typed). A value that does not have the right
 * number of digits is left as typed, for the check to point at.
 */
export function formatCpf(value: string): string {
  const d = value.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value;
}

export function formatPhone(value: string): string {
  let d = value.replace(/\D/g, '');
  if (d.startsWith('55') && (d.length === 12 || d.length === 13)) d = d.slice(2);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}
