import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export interface TempContent {
  root: string;
  contentDir: string;
  uploadsDir: string;
  imageCacheDir: string;
  remove(): Promise<void>;
}

/**
 * A throwaway copy of a fixture content folder plus generated uploads, so tests may write
 * records freely and never touch cms/content.
 */
export async function makeTempContent(
  fixtureContentDir = fileURLToPath(new URL('./content', import.meta.url)),
): Promise<TempContent> {
  const root = await mkdtemp(path.join(tmpdir(), 'cms-test-'));
  const contentDir = path.join(root, 'content');
  const uploadsDir = path.join(root, 'uploads');
  const imageCacheDir = path.join(root, 'image-cache');
  await cp(fixtureContentDir, contentDir, { recursive: true });
  await mkdir(path.join(uploadsDir, 'stores'), { recursive: true });
  // a 1200×800 photo-like gradient with a distinct left and right half, so crops are observable
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = x < width / 2 ? 200 : 30;
      pixels[i + 1] = Math.round((y / height) * 255);
      pixels[i + 2] = x < width / 2 ? 40 : 220;
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(path.join(uploadsDir, 'stores/cover.jpg'));
  await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 90, g: 40, b: 140, alpha: 0.8 } } })
    .png()
    .toFile(path.join(uploadsDir, 'stores/logo.png'));
  return { root, contentDir, uploadsDir, imageCacheDir, remove: () => rm(root, { recursive: true, force: true }) };
}
