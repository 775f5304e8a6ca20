import { describe, expect, it } from 'vitest';
import { internationalPhone } from './international-phone';

describe('internationalPhone', () => {
  it('writes a Brazilian number with +55 and its area code', () => {
    expect(internationalPhone('(31) 3290-4500')).toBe('+55 31 3290-4500');
    expect(internationalPhone('31 99927-4500')).toBe('+55 31 99927-4500');
    expect(internationalPhone('+55 (31) 3290-4500')).toBe('+55 31 3290-4500');
    expect(internationalPhone('5531999274500')).toBe('+55 31 99927-4500');
    expect(internationalPhone('0 31 3290 4500')).toBe('+55 31 3290-4500');
  });

  it('keeps another country code and leaves out what is no phone number', () => {
    expect(internationalPhone('+1 212 555 0100')).toBe('+12125550100');
    expect(internationalPhone('3290-4500')).toBeNull();
    expect(internationalPhone('')).toBeNull();
    expect(internationalPhone(null)).toBeNull();
  });
});
