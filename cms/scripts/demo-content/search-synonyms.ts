/** The search's synonym groups: what visitors type for what the content calls otherwise. */
import { published, type ContentRecord } from './records.ts';
import { slugify } from './text.ts';
import { stampsFor } from './timestamps.ts';

const GROUPS: readonly string[] = [
  'wifi, wi-fi, internet, wireless',
  'sanitário, banheiro, toalete, wc, toilet, restroom, bathroom',
  'sapato, sapataria, calçado, tênis, shoe, shoes, footwear, sneakers',
  'estacionamento, parking, car park, estacionar, garagem',
  'fraldário, trocador, family room, baby changing',
  'caixa eletrônico, atm, saque, cash machine',
  'elevador, lift, elevator',
  'pet, cachorro, cão, dog, animal de estimação',
  'farmácia, drogaria, pharmacy, drugstore, chemist',
  'café, cafeteria, coffee, coffee shop, espresso',
  'lanchonete, lanche, fast food, snack',
  'sorvete, sorveteria, gelato, ice cream',
  'ótica, óculos, optician, glasses',
  'brinquedo, toy, toys',
  'livraria, livro, bookshop, bookstore, book',
  'academia, ginástica, gym, fitness',
  'perfumaria, perfume, cosméticos, beauty',
  'infantil, criança, kids, children',
];

export const buildSearchSynonyms = (): ContentRecord[] =>
  GROUPS.map((terms) => {
    const key = slugify(terms.split(',')[0] ?? terms);
    return published('search_synonym', `synonym-${key}`, { terms }, stampsFor(`synonym:${key}`));
  });
