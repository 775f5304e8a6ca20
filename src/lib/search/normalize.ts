/**
 * Text folding for search in Portuguese: case, accents and cedilla are
 * ignored ("Café" = "cafe", "Maçã" = "maca"), and plural endings are reduced
 * to the singular so "lojas" finds "loja" and "cafés" finds "Café".
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

/** Words that carry no meaning on their own in a Portuguese (or English) query. */
const STOPWORDS = new Set([
  'a', 'o', 'as', 'os', 'um', 'uma', 'uns', 'umas', 'de', 'da', 'do', 'das', 'dos', 'e', 'em', 'no', 'na', 'nos', 'nas',
  'para', 'pra', 'por', 'com', 'ao', 'aos', 'que', 'the', 'of', 'and', 'in', 'for', 'to', 'an',
]);

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

/** The stemmed words of a text. */
export function searchWords(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ').map(stemWord);
}

/**
 * The words a query asks for: stopwords are dropped unless the query is made
 * only of them ("de" still searches for "de").
 */
export function queryTerms(query: string): string[] {
  const words = foldText(query).split(' ').filter(Boolean);
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  return [...new Set((meaningful.length > 0 ? meaningful : words).map(stemWord))];
}
