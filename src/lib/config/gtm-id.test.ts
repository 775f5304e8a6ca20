import { describe, expect, it } from 'vitest';
import { checkGtmId, suggestGtmId } from './gtm-id';

describe('checkGtmId', () => {
  it('accepts GTM- followed by uppercase letters and digits', () => {
    expect(checkGtmId('GTM-K7Q2ZP4')).toEqual({ valid: true, id: 'GTM-K7Q2ZP4' });
  });

  it.each([
    ['gtm-abc12', 'GTM-ABC12'],
    ['GTM_ABC12', 'GTM-ABC12'],
    [' GTM-abc12 ', 'GTM-ABC12'],
    ['GTMABC12', 'GTM-ABC12'],
    ['ABC12', 'GTM-ABC12'],
  ])('rejects %j and suggests %j', (input, suggestion) => {
    const result = checkGtmId(input);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.suggestion).toBe(suggestion);
    expect(result.message).toContain('is not a valid');
    expect(result.message).toContain(suggestion);
  });

  it('says it is not valid without a suggestion when nothing is left to salvage', () => {
    const result = checkGtmId('gtm-');
    expect(result).toMatchObject({ valid: false, suggestion: null });
    expect(suggestGtmId('---')).toBeNull();
  });
});
