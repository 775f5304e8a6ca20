/**
 * Which stored body answers a request's `Accept-Encoding` (RFC 9110 §12.5.3):
 * the acceptable coding with the highest q, Brotli before gzip before identity
 * on a tie (Brotli is the smallest). `q=0` refuses a coding; identity is
 * acceptable unless refused by name or by `*;q=0`. `null` when nothing stored
 * is acceptable: Next answers that request as it always has.
 */
export type StoredEncoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly StoredEncoding[] = ['br', 'gzip', 'identity'];

export function preferredEncoding(header: string | undefined): StoredEncoding | null {
  if (header === undefined || header.trim() === '') return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') weight = Number(value);
    }
    q.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const star = q.get('*');
  const weightOf = (coding: StoredEncoding): number => {
    const named = q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    return coding === 'identity' ? 1 : 0;
  };
  let best: StoredEncoding | null = null;
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weightOf(coding);
    // identity stays the fallback at any positive weight: a body is never worse than none
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
