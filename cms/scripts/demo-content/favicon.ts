/** The site's favicon upload (`_site.favicon`): the jacaranda blossom of the site's BrandMark, as a 512 px PNG. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const PETALS = [0, 72, 144, 216, 288]
  .map(
    (angle) =>
      `<path transform="rotate(${angle})" d="M0 -2.5 C -6 -5 -7.5 -13 -3.2 -17 C -1.6 -18.4 1.6 -18.4 3.2 -17 C 7.5 -13 6 -5 0 -2.5 Z" fill="#5d3b91"/>`,
  )
  .join('');

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="512" height="512">
  <rect width="40" height="40" rx="9" fill="#fbf7f1"/>
  <g transform="translate(20 20)">${PETALS}<circle r="4.2" fill="#f2bd3f"/><circle r="1.6" fill="#5d3b91"/></g>
</svg>`;

/** Writes `site/favicon.png` when it is missing or different; true when written. */
export async function renderFavicon(uploadsDir: string): Promise<boolean> {
  const target = join(uploadsDir, 'site', 'favicon.png');
  const png = await sharp(Buffer.from(SVG)).png({ compressionLevel: 9 }).toBuffer();
  const old = await readFile(target).catch(() => null);
  if (old?.equals(png)) return false;
  await mkdir(join(uploadsDir, 'site'), { recursive: true });
  await writeFile(target, png);
  return true;
}
