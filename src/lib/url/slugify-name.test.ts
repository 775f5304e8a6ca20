import { describe, expect, it } from 'vitest';
import { slugifyName } from './slugify-name';

describe('slugifyName', () => {
  it.each([
    ['Casa Aroeira', 'casa-aroeira'],
    ['Café Ipê & Cia.', 'cafe-ipe-e-cia'],
    ['  Ótica São João  ', 'otica-sao-joao'],
    ['Pão de Açúcar — Gourmet', 'pao-de-acucar-gourmet'],
    ["L'Occitane 2000", 'l-occitane-2000'],
    ['Ñandú', 'nandu'],
  ])('%s → %s', (name, expected) => {
    expect(slugifyName(name)).toBe(expected);
  });
});
