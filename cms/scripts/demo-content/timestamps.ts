/**
 * Deterministic record timestamps: created in 2025, last published in 2026
 * (before the demo's "today", 2026-11-20), all in Brasília time (-03:00).
 */
import { createRng } from './prng.ts';
import { stamp, type Stamps } from './records.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

function day(rng: ReturnType<typeof createRng>, year: number, fromMonth: number, toMonth: number): string {
  const month = rng.int(fromMonth, toMonth);
  return `${year}-${pad(month)}-${pad(rng.int(1, 28))}`;
}

const time = (rng: ReturnType<typeof createRng>): string => `${pad(rng.int(8, 19))}:${pad(rng.int(0, 11) * 5)}`;

/** 'early' records (categories, floors) date from the mall's launch in early 2025 */
export function stampsFor(key: string, era: 'early' | 'normal' = 'normal'): Stamps {
  const rng = createRng(`stamp:${key}`);
  const createdAt = era === 'early' ? stamp(day(rng, 2025, 2, 3), time(rng)) : stamp(day(rng, 2025, 4, 11), time(rng));
  const updatedAt = stamp(day(rng, 2026, era === 'early' ? 1 : 5, 10), time(rng));
  return { createdAt, updatedAt, publishedAt: updatedAt };
}

/** an article or event published on its date, at a plausible editor's hour */
export function stampsOn(date: string, key: string): Stamps {
  const rng = createRng(`stamp:${key}`);
  const created = stamp(date, `${pad(rng.int(8, 10))}:${pad(rng.int(0, 11) * 5)}`);
  const published = stamp(date, `${pad(rng.int(11, 12))}:${pad(rng.int(0, 11) * 5)}`);
  return { createdAt: created, updatedAt: published, publishedAt: published };
}
