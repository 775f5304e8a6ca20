import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACES, UNICODE_RANGES, subsetFace } from './subset-fonts.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Drawn by the fallback face on purpose: the Mac command key, in a <kbd> of the accessibility help. */
const NOT_IN_THE_FACES = new Set(['⌘']);

const inRanges = (char: string) => {
  const code = char.codePointAt(0)!;
  return UNICODE_RANGES.some(([first, last]) => code >= first && code <= last);
};

describe('the site’s fonts, subset (ADR 0090)', () => {
  it.each(FACES)('$output is what the script makes from the installed package', async (face) => {
    const committed = await readFile(path.join(root, face.output));
    const made = await subsetFace(face);
    // A package upgrade or a changed range: run `npm run fonts:subset` and commit the files.
    expect(Buffer.compare(committed, made), `${face.output} is stale: run npm run fonts:subset`).toBe(0);
  });

  it('keeps every character of the site’s own texts, in both languages', async () => {
    for (const locale of ['pt', 'en']) {
      const text = await readFile(path.join(root, `messages/${locale}.json`), 'utf8');
      const missing = [...new Set(text)].filter((char) => !inRanges(char) && !/\s/.test(char));
      expect(
        missing.filter((char) => !NOT_IN_THE_FACES.has(char)),
        `messages/${locale}.json`,
      ).toEqual([]);
    }
  });

  it('keeps every letter Portuguese writes, capitals included', () => {
    const letters = 'áàâãçéêíóôõúüÁÀÂÃÇÉÊÍÓÔÕÚÜªº';
    expect([...letters].filter((char) => !inRanges(char))).toEqual([]);
  });
});
