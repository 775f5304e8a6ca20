import { describe, expect, it } from 'vitest';
import { isInternalOnlyPath, localeOfPath } from './internal-paths';

describe('internal-only paths', () => {
  it('blocks the file-system form of the institute route', () => {
    expect(isInternalOnlyPath('/instituto/jacaranda')).toBe(true);
    expect(isInternalOnlyPath('/en/instituto/jacaranda/projetos')).toBe(true);
    expect(isInternalOnlyPath('/pt/instituto')).toBe(true);
  });

  it('lets the public form and look-alikes through', () => {
    expect(isInternalOnlyPath('/instituto-jacaranda')).toBe(false);
    expect(isInternalOnlyPath('/en/instituto-jacaranda/projetos')).toBe(false);
    expect(isInternalOnlyPath('/institutos')).toBe(false);
  });

  it('reads the locale from the prefix', () => {
    expect(localeOfPath('/en/instituto/x')).toBe('en');
    expect(localeOfPath('/instituto/x')).toBe('pt');
  });
});
