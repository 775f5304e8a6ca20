import { describe, expect, it } from 'vitest';
import { formatCpf, formatPhone } from './field-masks';

describe('formats on leaving a field', () => {
  it('writes a CPF with its dots and dash, whatever was typed or pasted', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf(' 529 982 247 25 ')).toBe('529.982.247-25');
    expect(formatCpf('529.98')).toBe('529.98');
  });

  it('writes a mobile or a landline with its area code, dropping +55', () => {
    expect(formatPhone('31999990000')).toBe('(31) 99999-0000');
    expect(formatPhone('+55 31 3290 4500')).toBe('(31) 3290-4500');
    expect(formatPhone('3290')).toBe('3290');
  });
});
