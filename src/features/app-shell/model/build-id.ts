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
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  try {
    cached = readFileSync(join(process.cwd(), distDir, NEXT_BUILD_FILES.buildId), 'utf8').trim() || 'development';
  } catch {
    cached = 'development';
  }
  return cached;
}
