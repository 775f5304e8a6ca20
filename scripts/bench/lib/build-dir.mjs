// Where the production build lives, and a clear stop when there is none.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The build folder: `NEXT_DIST_DIR` (as next.config.mjs reads it) or `.next`. */
export function distDir() {
  return path.resolve(projectRoot, process.env.NEXT_DIST_DIR || '.next');
}

/**
 * Exits with status 1 unless a finished `next build` is in the dist dir. `BUILD_ID` is written
 * last, so a folder left by `next dev` or an interrupted build does not count.
 */
export function requireBuild() {
  const dir = distDir();
  if (!existsSync(path.join(dir, 'BUILD_ID'))) {
    const relative = path.relative(projectRoot, dir) || dir;
    const hint = process.env.NEXT_DIST_DIR ? ` (with NEXT_DIST_DIR=${process.env.NEXT_DIST_DIR})` : '';
    console.error(`[bench] No production build in ${relative}/ (no BUILD_ID): run npm run build first${hint}.`);
    process.exit(1);
  }
  return dir;
}
