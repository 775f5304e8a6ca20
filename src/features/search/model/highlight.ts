import { processSearchTerm } from './normalize';

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * A text cut into the words a hit matched and the rest, for `<mark>`: a
 * word is marked when its index form is one of the matched terms, so
 * "Cafés" is marked for the query "cafe" and "Sapataria" for "sapatria".
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  const wanted = new Set(terms);
  const parts: TextPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (piece === '') continue;
    const term = /[\p{L}\p{N}]/u.test(piece) ? processSearchTerm(piece) : null;
    const match = term !== null && wanted.has(term);
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}
