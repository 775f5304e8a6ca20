/**
 * CPF and phone numbers: the spec's checks (§5) and the formats applied when the visitor leaves the field. One
 * module, because the forms that ask for either need both; the browser loads it on demand (SubmissionForm), so the
 * newsletter's form, on every page, does not carry it (issue 21's first-load JS).
 */
import type { FieldError } from './field-check';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A CPF: 11 digits, not one digit repeated, both check digits right. Punctuation is ignored. */
export function isValidCpf(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** Brazil's area codes (DDD) in use. */
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * A Brazilian phone with its area code: a mobile (9 and eight digits) or a
 * landline (2–5 and seven digits), with or without +55 and punctuation.
 */
export function isValidBrazilianPhone(value: string): boolean {
  let digits = digitsOf(value);
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1); // a trunk prefix, as in 031…
  if (!AREA_CODES.has(Number(digits.slice(0, 2)))) return false;
  const number = digits.slice(2);
  if (number.length === 9) return number.startsWith('9');
  if (number.length === 8) return /^[2-5]/.test(number);
  return false;
}

/** The verdict on a non-empty CPF or phone field (./field-check.ts's `NumberCheck`). */
export function numberFieldError(kind: 'cpf' | 'phone', value: string): FieldError | null {
  if (kind === 'cpf') return isValidCpf(value) ? null : 'cpf';
  return isValidBrazilianPhone(value) ? null : 'phone';
}

/*
 * Formats applied when the visitor leaves a field (never while typing, so
 * the caret, pasting and editing in the middle behave as in any field, and
 * screen readers hear what was typed). A value that does not have the right
 * number of digits is left as typed, for the check to point at.
 */

export function formatCpf(value: string): string {
  const d = digitsOf(value);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value;
}

export function formatPhone(value: string): string {
  let d = digitsOf(value);
  if (d.startsWith('55') && (d.length === 12 || d.length === 13)) d = d.slice(2);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}
