import { describe, expect, it } from 'vitest';
import { formatCpf, formatPhone, isValidBrazilianPhone, isValidCpf } from './brazilian-numbers';

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

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05', '935.411.347-80', ' 529 982 247 25 '])(
    'accepts %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );
  it.each([
    ['a wrong first check digit', '529.982.247-35'],
    ['a wrong second check digit', '529.982.247-26'],
    ['a repeated digit', '111.111.111-11'],
    ['zeros', '000.000.000-00'],
    ['nines', '999.999.999-99'],
    ['too short', '529.982.247-2'],
    ['too long', '529.982.247-251'],
    ['letters', 'abc.def.ghi-jk'],
    ['nothing', ''],
  ])('refuses %s', (_why, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('Brazilian phone', () => {
  it.each([
    '(31) 99999-0000',
    '31999990000',
    '+55 31 99999-0000',
    '(31) 3290-4500',
    '11 2345-6789',
    '5531999990000',
    '(031) 3290-4500',
  ])('accepts %s', (phone) => {
    expect(isValidBrazilianPhone(phone)).toBe(true);
  });
  it.each([
    ['no area code', '99999-0000'],
    ['an area code not in use', '(20) 99999-0000'],
    ['a mobile without the 9', '(31) 89999-0000'],
    ['a landline starting with 1', '(31) 1290-4500'],
    ['too many digits', '(31) 99999-00000'],
    ['letters', '(31) 9999A-0000'],
    ['nothing', ''],
  ])('refuses %s', (_why, phone) => {
    expect(isValidBrazilianPhone(phone)).toBe(false);
  });
});
