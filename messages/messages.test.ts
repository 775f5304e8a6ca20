import { describe, expect, it } from 'vitest';
import en from './en.json';
import pt from './pt.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** Arguments (`{name}`, `{count, plural, …}`) and rich-text tags (`<link>`), without duplicates. */
function placeholders(message: string): string[] {
  const args = [...message.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map(
    (m) => m[1] ?? '',
  );
  const tags = [...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1] ?? ''}>`);
  return [...new Set([...args, ...tags])].sort();
}

describe('message files', () => {
  it('have exactly the same keys in pt and en', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(pt).sort());
  });

  it('have no empty message in either locale', () => {
    for (const [name, file] of Object.entries({ pt, en })) {
      const flat = keyPaths(file).map((path) => [
        path,
        path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], file),
      ]);
      const empty = flat
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([p]) => `${name}:${String(p)}`);
      expect(empty).toEqual([]);
    }
  });

  it('use the same arguments and tags in both locales', () => {
    const mismatches = keyPaths(pt).filter((path) => {
      const get = (file: unknown) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], file);
      return JSON.stringify(placeholders(String(get(pt)))) !== JSON.stringify(placeholders(String(get(en))));
    });
    expect(mismatches).toEqual([]);
  });

  it('reuse the Portuguese validation wording in English, as the spec says', () => {
    expect(en.validation).toEqual(pt.validation);
    expect(pt.validation).toEqual({
      required: 'Campo obrigatório.',
      email: 'E-mail inválido.',
      cpf: 'CPF inválido.',
      phone: 'Telefone inválido.',
      privacy: 'Você deve concordar com a Política de Privacidade.',
    });
  });

  it("carry the spec's error page keys and English texts", () => {
    expect(Object.keys(en.errorPage)).toEqual(
      expect.arrayContaining(['title', 'message404', 'messageGeneral', 'button']),
    );
    expect(en.errorPage.title).toBe('Error');
    expect(pt.errorPage.title).toBe('Erro');
    expect(en.errorPage.message404).toBe("Oops! Seems like this page doesn't exist.");
    expect(en.errorPage.button).toBe('Go back home');
  });

  it("carry the spec's layout, button and open-status labels", () => {
    expect(en.layout.search.label).toBe('What are you looking for?');
    expect(pt.layout.search.label).toBe('O que você procura?');
    expect(en.layout.hours.today).toBe('Today');
    expect(pt.layout.hours.today).toBe('Hoje');
    expect(Object.keys(en.buttons)).toEqual([
      'loadMore',
      'signUp',
      'signMeUp',
      'readMore',
      'buyTicket',
      'watchTrailer',
      'share',
      'continue',
    ]);
    expect(en.openStatus).toEqual({
      openNow: 'Open now',
      closedNow: 'Closed now',
      unavailableTime: 'Unavailable time',
      invalidTime: 'Invalid time',
    });
    expect(Object.keys(en.layout.quickLinks)).toEqual(
      expect.arrayContaining(['restaurants', 'stores', 'cinema', 'services', 'directions', 'pet_area']),
    );
  });
});
