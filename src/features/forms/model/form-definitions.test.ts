import { describe, expect, it } from 'vitest';
import { checkForm } from './form-definitions';

const contact = {
  name: 'Ana',
  surname: 'Souza',
  email: 'ana@example.com',
  phone: '',
  category: 'duvida',
  subject: 'Achados',
  message: 'Perdi um guarda-chuva.',
  consent: 'on',
};

describe('checking a form', () => {
  it('passes a complete contact form and keeps only its own fields, trimmed', () => {
    const checked = checkForm('contact', { ...contact, name: '  Ana ', extra: 'x' }, { category: ['duvida'] });
    expect(checked.errors).toEqual({});
    expect(checked.values.name).toBe('Ana');
    expect(checked.values).not.toHaveProperty('extra');
  });

  it('names each field that is wrong with the spec’s reason', () => {
    const checked = checkForm(
      'job',
      { opening: 'x', name: '', surname: 'S', email: 'nope', phone: '123', cpf: '111.111.111-11', consent: '' },
      { opening: ['vaga-natal'] },
    );
    expect(checked.errors).toEqual({
      opening: 'required',
      name: 'required',
      email: 'email',
      phone: 'phone',
      cpf: 'cpf',
      consent: 'privacy',
    });
  });

  it('checks an optional field only when it is filled', () => {
    expect(checkForm('contact', { ...contact, phone: '' }).errors).toEqual({});
    expect(checkForm('contact', { ...contact, phone: '(31) 1234' }).errors).toEqual({ phone: 'phone' });
  });

  it('refuses a text longer than its field takes', () => {
    expect(checkForm('contact', { ...contact, message: 'a'.repeat(5001) }).errors).toEqual({ message: 'tooLong' });
  });
});
