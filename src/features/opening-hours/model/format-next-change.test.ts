import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from 'next-intl';
import { readFileSync } from 'node:fs';
import { mallInstant } from '@/lib/time/mall-clock';
import { formatNextChange, type NextChangeTranslate } from './format-next-change';
import type { NextChange } from './open-status';

const load = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../../messages/${locale}.json`, import.meta.url), 'utf8')) as Messages;
const pt = load('pt');
const en = load('en');

const now = mallInstant('2026-11-19', 15 * 60); // Thursday 15:00
const change = (kind: NextChange['kind'], date: string, hhmm: string, dayOffset: number): NextChange => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return { kind, at: mallInstant(date, h * 60 + m), dayOffset, time: hhmm };
};

describe.each([
  [
    'pt',
    pt,
    [
      'Fecha às 22:00',
      'Fecha às 02:00',
      'Abre às 18:00',
      'Abre amanhã às 10:00',
      'Abre sáb. às 10:00',
      'Abre em 03/12 às 10:00',
    ],
  ],
  [
    'en',
    en,
    [
      'Closes at 22:00',
      'Closes at 02:00',
      'Opens at 18:00',
      'Opens tomorrow at 10:00',
      'Opens Sat at 10:00',
      'Opens on Dec 3 at 10:00',
    ],
  ],
] as const)('formatNextChange in %s', (locale, messages, expected) => {
  const translator = createTranslator({ locale, messages, namespace: 'places.nextChange' });
  const t: NextChangeTranslate = (key, values) => translator(key, values);
  const format = (c: NextChange) => formatNextChange(c, { now, locale, t });
  it('says when it closes, without a day when it is within a day', () => {
    expect(format(change('closes', '2026-11-19', '22:00', 0))).toBe(expected[0]);
    expect(format(change('closes', '2026-11-20', '02:00', 1))).toBe(expected[1]);
  });
  it('says when it opens: today, tomorrow, a weekday, a date', () => {
    expect(format(change('opens', '2026-11-19', '18:00', 0))).toBe(expected[2]);
    expect(format(change('opens', '2026-11-20', '10:00', 1))).toBe(expected[3]);
    expect(format(change('opens', '2026-11-21', '10:00', 2))).toBe(expected[4]);
    expect(format(change('opens', '2026-12-03', '10:00', 14))).toBe(expected[5]);
  });
});
