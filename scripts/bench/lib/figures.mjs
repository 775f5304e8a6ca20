// Pure helpers of `npm run bench`: medians, ratios to the bare page, and target verdicts.

/** The median of the finite numbers (NaN when there is none). */
export function median(numbers) {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `ours / bare` as "1.23×", or "n/a". */
export function ratio(ours, bare) {
  if (!Number.isFinite(ours) || !Number.isFinite(bare) || bare === 0) return 'n/a';
  return `${(ours / bare).toFixed(2)}×`;
}

/** The p-th percentile (nearest rank) of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** "ok" when a figure meets its target, "MISS" when not, "n/a" without a figure. */
export function verdict(value, test) {
  if (!Number.isFinite(value)) return 'n/a';
  return test(value) ? 'ok' : 'MISS';
}

/** The `<script src>` of a page's HTML that load on first visit (noModule polyfills left out). */
export function firstLoadScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter((src) => typeof src === 'string' && src.startsWith('/_next/'));
}
