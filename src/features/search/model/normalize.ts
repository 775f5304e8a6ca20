/**
 * Text folding for search: case, accents and cedilla are ignored ("Café" =
 * "cafe", "Açaí" = "acai"), and plural endings are reduced to the singular
 * so "lojas" finds "loja" and "cafés" finds "Café". Indexing and querying
 * both go through `processSearchTerm`, so they always agree.
 */

/** Case- and accent-insensitive form: "Pão de Açúcar" → "pao de acucar". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words that carry no meaning on their own in a Portuguese or English query. */
const STOPWORDS = new Set([
  // Portuguese (folded)
  'a',
  'o',
  'as',
  'os',
  'um',
  'uma',
  'uns',
  'umas',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'para',
  'pra',
  'por',
  'com',
  'sem',
  'ao',
  'aos',
  'que',
  'se',
  'ou',
  'onde',
  'fica',
  'tem',
  'meu',
  'minha',
  'perto',
  // English
  'the',
  'of',
  'and',
  'in',
  'for',
  'to',
  'an',
  'at',
  'on',
  'with',
  'or',
  'is',
  'where',
  'my',
  'near',
]);

export const isStopword = (foldedWord: string): boolean => STOPWORDS.has(foldedWord);

/**
 * A light Portuguese plural stemmer over folded words. It only has to make a
 * singular and its plural meet; it is not a linguistic stemmer.
 */
export function stemWord(word: string): string {
  if (word.length <= 3) return word;
  if (/(oes|aes)$/.test(word)) return `${word.slice(0, -3)}ao`; // lições → licao, pães → pao
  if (word.endsWith('ais')) return `${word.slice(0, -3)}al`; // jornais → jornal
  if (word.endsWith('eis')) return `${word.slice(0, -3)}el`; // papéis → papel
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`; // jardins → jardim
  if (/(res|zes|ses)$/.test(word)) return word.slice(0, -2); // flores → flor, luzes → luz
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1); // lojas → loja
  return word;
}

/** The words of a text as the index keeps them: folded and stemmed, stop words included. */
export const tokenizeForSearch = (text: string): string[] => {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
};

/** One token as the index keeps it; stop words are not indexed. */
export function processSearchTerm(token: string): string | null {
  const folded = foldText(token);
  if (folded === '' || STOPWORDS.has(folded)) return null;
  return stemWord(folded);
}
