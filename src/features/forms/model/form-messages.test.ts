import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import pt from '../../../../messages/pt.json';
import { pickMessages } from '@/i18n/pick-messages';
import { FORM_FIELDS, FORM_NAMES, fieldError } from './form-definitions';
import { formMessageKeys } from './form-messages';

/** Inputs that make each kind of field wrong in every way it can be. */
const WRONG_INPUTS = ['', 'x'.repeat(6000), 'not-an-email', '123', '111.111.111-11', 'maybe', 'not-a-choice'];

describe('formMessageKeys: each form carries the messages it can show, and no other form’s', () => {
  it.each(FORM_NAMES)('%s: every error its fields can get has its message', (form) => {
    const keys = new Set(formMessageKeys(form));
    for (const rule of FORM_FIELDS[form]) {
      for (const input of WRONG_INPUTS) {
        const error = fieldError({ ...rule, required: true }, input, ['a-choice']);
        if (error === null) continue;
        expect(keys, `${form}.${rule.name} “${input.slice(0, 12)}” → ${error}`).toContain(
          error === 'tooLong' ? 'forms.errors.tooLong' : `validation.${error}`,
        );
      }
    }
  });

  it.each(FORM_NAMES)('%s: every key exists in both locales', (form) => {
    for (const messages of [pt, en]) expect(() => pickMessages(messages, formMessageKeys(form))).not.toThrow();
  });

  it('the newsletter of every footer leaves out the résumé, the file field, CPF and phone', () => {
    const newsletter = formMessageKeys('newsletter');
    expect(newsletter).toEqual(expect.arrayContaining(['validation.email', 'validation.privacy', 'forms.sending']));
    for (const key of ['forms.outcome.tooLarge', 'forms.errors.resume', 'forms.chooseFile', 'validation.cpf'])
      expect(newsletter).not.toContain(key);
    expect(formMessageKeys('job')).toEqual(
      expect.arrayContaining(['forms.outcome.unreadableFile', 'forms.errors.resumeTooLarge', 'validation.cpf']),
    );
    expect(formMessageKeys('contact')).toEqual(expect.arrayContaining(['forms.selectPlaceholder', 'validation.phone']));
  });
});
