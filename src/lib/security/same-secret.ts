import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a presented secret is the expected one, in constant time whatever
 * their lengths (both are hashed to the same size before comparing).
 */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}
