// The installable site's icons (web app manifest, src/features/offline/web-manifest.ts), drawn once from the
// built-in mark src/app/icon.svg with sharp and committed to public/icons/: nothing is drawn at build or run time.
// Run again after changing the mark: node scripts/generate-app-icons.mjs
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const mark = readFileSync(new URL('../src/app/icon.svg', import.meta.url));
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;
/** The manifest's background colour: a maskable icon fills its whole square with it. */
const BACKGROUND = '#fbf7f1';

for (const size of [192, 512]) {
  await sharp(mark, { density: (72 * size) / 40 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
  // Maskable: the platform crops to its own shape, keeping only the central circle of 80 %: the mark takes 60 %.
  const inner = Math.round(size * 0.6);
  const drawn = await sharp(mark, { density: (72 * inner) / 40 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: drawn, gravity: 'center' }])
    .png()
    .toFile(out(`maskable-${size}.png`));
}
