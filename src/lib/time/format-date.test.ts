import { describe, expect, it } from 'vitest';
import { formatDate, type DateFormatName } from './format-date';

describe('formatDate', () => {
  it('formats in pt-BR by default and in English for en, without shifting plain dates', () => {
    expect(formatDate('2026-03-01')).toBe('1 de março de 2026');
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01T01:30:00Z', 'pt')).toBe('28 de fevereiro de 2026');
    expect(() => formatDate('soon')).toThrow(RangeError);
  });

  it('writes each format the locale’s own way, never a numeric month in English', () => {
    const cases: [DateFormatName, string, string][] = [
      ['long', '24 de novembro de 2026', 'November 24, 2026'],
      ['medium', '24 de nov. de 2026', 'Nov 24, 2026'],
      ['dayMonth', '24/11', 'Nov 24'],
      ['dayMonthLong', '24 de novembro', 'November 24'],
      ['weekdayDayMonth', 'terça-feira, 24 de novembro', 'Tuesday, November 24'],
      ['weekdayShort', 'ter.', 'Tue'],
      ['weekdayLong', 'terça-feira', 'Tuesday'],
    ];
    for (const [name, pt, en] of cases) {
      expect(formatDate('2026-11-24', 'pt', name)).toBe(pt);
      expect(formatDate('2026-11-24', 'en', name)).toBe(en);
      expect(formatDate('2026-11-24', 'en', name)).not.toMatch(/\d+\/\d+/);
    }
  });

  it('reads instants on the mall’s clock, whatever the machine’s zone', () => {
    // 01:30 UTC on the 25th is still the 24th, 22:30, in São Paulo
    const instant = new Date('2026-11-25T01:30:00Z');
    expect(formatDate(instant, 'pt', 'dayMonth')).toBe('24/11');
    expect(formatDate(instant, 'en', 'dayMonth')).toBe('Nov 24');
    expect(formatDate(instant, 'en', 'weekdayShort')).toBe('Tue');
  });
});
