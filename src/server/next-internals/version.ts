/**
 * The Next.js versions the site's reliances on Next's internals were checked
 * against (src/server/next-internals/protocol.ts and dist.ts, ADR 0058).
 *
 * `from` is the version every comment in this module names; `through` is the
 * newest version the upgrade checklist of ADR 0058 was run on. A `next`
 * outside the range fails `version.test.ts`: widen `through` only after that
 * checklist passes on the new version, and move `from` (and the comments)
 * when a reliance is changed for it.
 */
export const NEXT_CHECKED_VERSION = '16.4.6';

export const SUPPORTED_NEXT_RANGE = { from: NEXT_CHECKED_VERSION, through: '16.4.6' } as const;

export const SUPPORTED_NEXT_RANGE_TEXT = `>=${SUPPORTED_NEXT_RANGE.from} <=${SUPPORTED_NEXT_RANGE.through}`;

type Triple = [number, number, number];

/** `16.4.6` → [16, 4, 6]; null for anything else (a range, a tag, a prerelease such as `16.5.0-canary.3`). */
function exactVersion(version: string): Triple | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Why `version` of next is not supported; null when it is within the checked range. */
export function nextVersionProblem(version: string, what = 'next'): string | null {
  const exact = exactVersion(version);
  const advice =
    `The site relies on Next.js internals checked against next ${SUPPORTED_NEXT_RANGE_TEXT} (src/server/next-internals/version.ts). ` +
    'Run the upgrade checklist of docs/adr/0058-next-internals-in-one-module.md on the new version, then widen SUPPORTED_NEXT_RANGE.';
  if (!exact)
    return `${what} is "${version}", not an exact version: pin next exactly, so no upgrade reaches the site unchecked. ${advice}`;
  const from = exactVersion(SUPPORTED_NEXT_RANGE.from)!;
  const through = exactVersion(SUPPORTED_NEXT_RANGE.through)!;
  if (compare(exact, from) < 0 || compare(exact, through) > 0)
    return `${what} is ${version}, outside ${SUPPORTED_NEXT_RANGE_TEXT}. ${advice}`;
  return null;
}
