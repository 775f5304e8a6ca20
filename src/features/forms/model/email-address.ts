/**
 * The spec's e-mail check (§5), shared by the browser and the server so a visitor sees the same verdict before
 * and after sending. The CPF and phone checks are in ./brazilian-numbers.ts: only the forms that ask for them
 * load them (the newsletter, in every page's footer, does not).
 */

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
