import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEXT_BUILD_FILES } from '@/server/next-internals/protocol';

let cached: string | undefined;

/**
 * The id of the build being served: Next writes it to `<distDir>/BUILD_ID`
 * before it prerenders, so pages rendered at build time and the running
 * server read the same value. `development` under `next dev`.
 */
export function readBuildId(): string {
  if (cached) return cached;
  const file = join(
    /* turbopackIgnore: true */ process.cwd(),
    process.env.NEXT_DIST_DIR || '.next',
    NEXT_BUILD_FILES.buildId,
  );
  try {
    // a file of the build's own output, read at run time: without the comment Turbopack traces the whole project
    // (some 30,000 files) into the server's file list and warns three times on every build
    cached = readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim() || 'development';
  } catch {
    cached = 'development';
  }
  return cached;
}
