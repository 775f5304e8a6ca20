// The fixed queries of `npm run bench:search`: 100 a language, what visitors type —
// whole words, names, prefixes as typed, typos, synonyms, sections and nonsense.
const WORDS = {
  pt: [
    'cinema', 'restaurantes', 'lojas', 'sapato', 'sapataria', 'sapatria', 'calçados', 'tênis', 'wifi', 'wi-fi',
    'sanitário', 'banheiro', 'fraldário', 'estacionamento', 'farmácia', 'drogaria', 'ótica', 'óculos', 'livraria', 'brinquedos',
    'café', 'cafe', 'açaí', 'acai', 'sorvete', 'pizza', 'japonesa', 'hamburguer', 'mineira', 'vegano',
    'moda feminina', 'moda masculina', 'infantil', 'esporte', 'academia', 'perfume', 'cosméticos', 'joias', 'relógio', 'celular',
    'eletrônicos', 'decoração', 'móveis', 'presentes', 'pet', 'área pet', 'caixa eletrônico', 'elevador', 'vagas', 'barista',
  ],
  en: [
    'cinema', 'restaurants', 'shops', 'shoes', 'shoe shop', 'shoess', 'footwear', 'sneakers', 'wifi', 'wi-fi',
    'toilet', 'restroom', 'bathroom', 'parking', 'pharmacy', 'drugstore', 'optician', 'glasses', 'bookshop', 'toys',
    'coffee', 'cafe', 'acai', 'ice cream', 'pizza', 'japanese', 'burger', 'minas food', 'vegan', 'steak',
    'women fashion', 'menswear', 'kids', 'sports', 'gym', 'perfume', 'beauty', 'jewellery', 'watch', 'phone',
    'electronics', 'decor', 'furniture', 'gifts', 'pet', 'pet area', 'atm', 'lift', 'jobs', 'barista',
  ],
};

/** Each word as typed so far (its first letters) and whole: 50 × 2 a language. */
export const SEARCH_QUERIES = Object.entries(WORDS).flatMap(([locale, words]) =>
  words.flatMap((word) => [
    { locale, q: word.length > 4 ? word.slice(0, Math.ceil(word.length * 0.6)) : `${word} ` },
    { locale, q: word },
  ]),
);
