import { describe, expect, it } from 'vitest';
import { headingShift, linkAttributes, shiftedLevel } from './node-rules';

const doc = (...levels: number[]) => ({
  schema: 'dast',
  document: {
    type: 'root',
    children: levels.map((level) => ({ type: 'heading', level, children: [{ type: 'span', value: 'x' }] })),
  },
});

describe('headingShift', () => {
  it('lifts a field that starts at h3 so its highest heading is an h2', () => {
    expect(headingShift(doc(3, 4, 3))).toBe(1);
    expect(shiftedLevel(3, 1)).toBe(2);
    expect(shiftedLevel(4, 1)).toBe(3);
  });

  it('leaves a field with an h2 (or no heading) as written', () => {
    expect(headingShift(doc(2, 3))).toBe(0);
    expect(headingShift(doc())).toBe(0);
    expect(headingShift(null)).toBe(0);
  });

  it('never draws a second h1', () => {
    expect(shiftedLevel(1, 0)).toBe(2);
  });
});

describe('linkAttributes', () => {
  it('keeps target, rel and title only', () => {
    expect(
      linkAttributes([
        { id: 'target', value: '_blank' },
        { id: 'onclick', value: 'x()' },
      ]),
    ).toEqual({ target: '_blank' });
  });
});
