import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email-address';

describe('e-mail', () => {
  it.each(['ana@example.com', 'ana.souza+loja@mail.example.com.br', ' joao@x.io '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana souza@example.com',
    'ana@@example.com',
    'ana..souza@example.com',
    '.ana@example.com',
    'ana.@example.com',
    'ana@-example.com',
    `${'a'.repeat(250)}@x.io`,
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
