import { describe, expect, it } from 'vitest';
import { numberFieldError } from './brazilian-numbers';
import { checkField, type FieldRule } from './field-check';

const phone: FieldRule = { name: 'phone', kind: 'phone', required: true };
const cpf: FieldRule = { name: 'cpf', kind: 'cpf', required: false };

describe('one field checked in the browser', () => {
  it('says what is wrong with a CPF or phone once their checks have loaded', () => {
    expect(checkField(phone, '(31) 1234', undefined, numberFieldError)).toBe('phone');
    expect(checkField(cpf, '111.111.111-11', undefined, numberFieldError)).toBe('cpf');
    expect(checkField(phone, '(31) 99999-0000', undefined, numberFieldError)).toBeNull();
  });

  it('before they load, still asks for a required one and refuses one too long, and leaves the rest to the server', () => {
    expect(checkField(phone, '  ', undefined, null)).toBe('required');
    expect(checkField(phone, '9'.repeat(31), undefined, null)).toBe('tooLong');
    expect(checkField(phone, '(31) 1234', undefined, null)).toBeNull();
    expect(checkField(cpf, '', undefined, null)).toBeNull();
  });
});
