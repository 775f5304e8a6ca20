// `npm run fonts:subset`: the site's two faces, cut down to what the site draws (issue 21, ADR 0090).
//
// The @fontsource-variable files carry Google's whole "latin" subset and every weight from 100 to 900. The
// site sets text only in Portuguese and English, with weights 400 to 700 (the --font-weight-* tokens), so
// each face is subset with HarfBuzz (subset-font, from npm) to the code points below and its weight axis
// narrowed to 400–700. Fraunces keeps its optical-size axis whole: the headings need it (ADR 0053). Every
// OpenType feature is kept (tabular figures, Inter's cv11 and ss01, kerning, ligatures).
//
// The results are committed in src/fonts/files, so a build, Storybook and the tests read them without running
// this; scripts/fonts/subset-fonts.test.ts fails when they are not what this script makes from the installed packages.
// Run it again after upgrading either package, or after changing the ranges or the axes.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What the site writes: ASCII, the whole Latin-1 Supplement (every accented letter of Portuguese, ª º °, the
 * no-break space of pt-BR prices), Œ œ, the spaces, dashes, quotes, bullets and ellipsis of General
 * Punctuation (U+202F is the narrow no-break space that English times are formatted with), € ™ ← ↑ → ↓ −.
 * A character outside them is drawn from the fallback face, legibly, in that one place.
 */
export const UNICODE_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2009, 0x200a],
  [0x2010, 0x2014],
  [0x2018, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2030, 0x2030],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/** The weights the design tokens use (--font-weight-regular … --font-weight-bold). */
export const WEIGHT_RANGE = { min: 400, max: 700 };

export const FACES = [
  {
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2',
    output: 'src/fonts/files/fraunces-opsz-wght400-700.woff2',
  },
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'src/fonts/files/inter-wght400-700.woff2',
  },
];

export const subsetText = () =>
  UNICODE_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  ).join('');

/** One face's subset, as woff2 bytes. */
export async function subsetFace(face) {
  const source = await readFile(path.join(root, face.source));
  return subsetFont(source, subsetText(), { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_RANGE } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const face of FACES) {
    const bytes = await subsetFace(face);
    await writeFile(path.join(root, face.output), bytes);
    const before = (await readFile(path.join(root, face.source))).length;
    console.log(`${face.output}: ${(bytes.length / 1024).toFixed(1)} kB (from ${(before / 1024).toFixed(1)} kB)`);
  }
}
