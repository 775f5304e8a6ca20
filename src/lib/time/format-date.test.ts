import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats in pt-BR by default and in English for en, without shifting plain dates', () => {
    expect(formatDate('2026-03-01')).toBe('1 de março de 2026');
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01T01:30:00Z', 'pt')).toBe('28 de fevereiro de 2026');
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});
