import { foldText, isStopword } from './normalize';

/**
 * Editors' synonym groups (the CMS's "Search synonym" records): each record
 * is a comma-separated list of words or phrases a visitor means the same by.
 * They are applied to the query, not to the index, so an edit takes effect
 * without reindexing anything but the groups themselves.
 */

/** Folded groups of two or more members; empty members and singletons are dropped. */
export function parseSynonymGroups(rows: readonly (string | null | undefined)[]): string[][] {
  const groups: string[][] = [];
  for (const row of rows) {
    const members = [...new Set((row ?? '').split(',').map(foldText).filter(Boolean))];
    if (members.length > 1) groups.push(members);
  }
  return groups;
}

/** One part of a query: what the visitor typed, and the synonyms it stands for (matched exactly). */
export interface QueryPart {
  typed: string;
  synonyms: string[];
}

/** Edit distance up to `max`, or max + 1 when further: enough to tell a typo from another word. */
function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Typos forgiven in a word of this length: none below five letters, one up to seven, then two. */
export const typosAllowed = (length: number): number => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/**
 * A query cut into parts: a part is a word, or a phrase that is a synonym
 * member ("wi fi", "caixa eletronico"), matched longest first. A part stands
 * for a synonym group when it is a member, a member misspelt ("sapatria" →
 * "sapataria"), or, for the word still being typed (the last), the start of
 * a member ("sapat"). Stop words are dropped unless the query is nothing else.
 */
export function queryParts(query: string, groups: readonly (readonly string[])[]): QueryPart[] {
  const words = foldText(query).split(' ').filter(Boolean);
  const parts: QueryPart[] = [];
  let i = 0;
  while (i < words.length) {
    let best: { group: readonly string[]; length: number } | null = null;
    for (const group of groups) {
      for (const member of group) {
        const length = member.split(' ').length;
        if ((best === null || length > best.length) && words.slice(i, i + length).join(' ') === member)
          best = { group, length };
      }
    }
    if (best) {
      const typed = words.slice(i, i + best.length).join(' ');
      parts.push({ typed, synonyms: best.group.filter((member) => member !== typed) });
      i += best.length;
      continue;
    }
    const word = words[i] as string;
    const last = i === words.length - 1;
    const group = groups.find((members) =>
      members.some(
        (member) =>
          !member.includes(' ') &&
          (editDistanceWithin(word, member, typosAllowed(word.length)) <= typosAllowed(word.length) ||
            (last && word.length >= 4 && member.startsWith(word))),
      ),
    );
    parts.push({ typed: word, synonyms: group ? [...group] : [] });
    i += 1;
  }
  const meaningful = parts.filter((part) => part.synonyms.length > 0 || !isStopword(part.typed));
  return meaningful.length > 0 ? meaningful : parts;
}
