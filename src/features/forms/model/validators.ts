/**
 * The spec's field checks (§5), shared by the browser and the server so a
 * visitor sees the same verdict before and after sending.
 */

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

/** An e-mail address a mail server would take: one @, a dotted domain, no spaces, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > 254) return false;
  return (
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(
      email,
    ) &&
    !email.includes('..') &&
    !/^\.|\.@/.test(email)
  );
}
