import { describe, expect, it } from 'vitest';
import { weekSpans } from './week-spans';

const r = (open: string, close: string) => [{ open, close }];

describe('a week told in spans of days', () => {
  it('joins consecutive days with the same hours', () => {
    const week = {
      mon: r('10:00', '22:00'),
      tue: r('10:00', '22:00'),
      wed: r('10:00', '22:00'),
      thu: r('10:00', '22:00'),
      fri: r('10:00', '22:00'),
      sat: r('10:00', '22:00'),
      sun: r('14:00', '20:00'),
    };
    expect(weekSpans(week)).toEqual([
      { first: 'mon', last: 'sat', ranges: r('10:00', '22:00') },
      { first: 'sun', last: 'sun', ranges: r('14:00', '20:00') },
    ]);
  });

  it('keeps a closed day (missing or empty) as its own span, and never joins across a different day', () => {
    const week = {
      mon: [],
      tue: r('12:00', '23:00'),
      wed: r('12:00', '23:00'),
      thu: r('12:00', '15:00'),
      fri: r('12:00', '23:00'),
    };
    expect(weekSpans(week).map((s) => [s.first, s.last, s.ranges.length])).toEqual([
      ['mon', 'mon', 0],
      ['tue', 'wed', 1],
      ['thu', 'thu', 1],
      ['fri', 'fri', 1],
      ['sat', 'sun', 0],
    ]);
  });

  it('tells a split day apart from the same day with one range', () => {
    const week = { mon: [...r('11:00', '15:00'), ...r('18:00', '23:00')], tue: r('11:00', '23:00') };
    expect(
      weekSpans(week)
        .slice(0, 2)
        .map((s) => s.ranges.length),
    ).toEqual([2, 1]);
  });
});
