import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  instagramHref,
  instagramLabel,
  telHref,
  websiteHref,
  websiteLabel,
  whatsappHref,
} from './contact-urls';

describe('contact links', () => {
  it('dials the digits of a phone as typed', () => {
    expect(telHref('(31) 3333-4444')).toBe('tel:3133334444');
    expect(telHref('+55 31 3333-4444')).toBe('tel:+553133334444');
    expect(telHref('ramal 12')).toBeNull();
  });
  it('opens WhatsApp at wa.me with digits only', () => {
    expect(whatsappHref('+55 (31) 99999-0000')).toBe('https://wa.me/5531999990000');
    expect(whatsappHref('')).toBeNull();
    // a Brazilian number written without +55 gets it: wa.me needs the international form
    expect(whatsappHref('(31) 99876-5432')).toBe('https://wa.me/5531998765432');
    expect(whatsappHref('123')).toBeNull();
  });
  it('accepts http(s) websites only and shows them without the scheme', () => {
    expect(websiteHref('www.casaaroeira.com.br')).toBe('https://www.casaaroeira.com.br/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteLabel('https://www.casaaroeira.com.br/')).toBe('casaaroeira.com.br');
  });
  it('links an Instagram handle with or without @', () => {
    expect(instagramHref('@casa.aroeira')).toBe('https://www.instagram.com/casa.aroeira/');
    expect(instagramHref('https://instagram.com/casa_aroeira/')).toBe('https://www.instagram.com/casa_aroeira/');
    expect(instagramHref('not a handle')).toBeNull();
    expect(instagramLabel('https://www.instagram.com/casa.aroeira/')).toBe('@casa.aroeira');
  });
  it('formats Brazilian numbers typed as digits', () => {
    expect(displayPhone('3133334444')).toBe('(31) 3333-4444');
    expect(displayPhone('5531999990000')).toBe('(31) 99999-0000');
    expect(displayPhone('(31) 3333-4444')).toBe('(31) 3333-4444');
  });
});
