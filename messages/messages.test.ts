import { describe, expect, it } from 'vitest';
import en from './en.json';
import pt from './pt.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** The index just past the `}` that closes the `{` at `open`. */
function closing(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i + 1;
  }
  return message.length;
}

/**
 * The arguments a message names, its select/plural branches read as messages of their own: a branch's text
 * (`{up, select, up {Suba} other {Desça}}`) is words of the locale, not an argument.
 */
function argumentsOf(message: string): string[] {
  const names: string[] = [];
  for (let i = 0; i < message.length; i++) {
    if (message[i] !== '{') continue;
    const end = closing(message, i);
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*,?)?/.exec(message.slice(i, end));
    if (head?.[1]) names.push(head[1]);
    if (head && ['plural', 'select', 'selectordinal'].includes(head[2] ?? '')) {
      // each branch is `key {message}`: read the messages, skip the keys
      const body = message.slice(i + head[0].length, end - 1);
      for (let j = 0; j < body.length; j++) {
        if (body[j] !== '{') continue;
        const branchEnd = closing(body, j);
        names.push(...argumentsOf(body.slice(j + 1, branchEnd - 1)));
        j = branchEnd - 1;
      }
    }
    i = end - 1;
  }
  return names;
}

/** Arguments (`{name}`, `{count, plural, …}`) and rich-text tags (`<link>`), without duplicates. */
function placeholders(message: string): string[] {
  const tags = [...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1] ?? ''}>`);
  return [...new Set([...argumentsOf(message), ...tags])].sort();
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

describe('the arguments check itself', () => {
  it('reads select branches as text and finds the arguments inside them', () => {
    expect(placeholders('{up, select, up {Suba} other {Desça}} para {floor}')).toEqual(['floor', 'up']);
    expect(placeholders('{rating, select, L {livre} other {{rating} anos}}')).toEqual(['rating']);
    expect(placeholders('{count, plural, =0 {Nenhum} other {# em {place}}}')).toEqual(['count', 'place']);
    expect(placeholders('Olá <b>{name}</b>')).toEqual(['<b>', 'name']);
  });
});
