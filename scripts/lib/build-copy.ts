import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A private copy of the production build for one server that is not the build's own.
 * A server writes the pages it renders again (after a publish, or a revalidation) into its
 * build folder, with its own origin in their absolute URLs and whatever content it saw;
 * on a shared folder the next check would be served those pages. The copy leaves out the
 * bundler's cache (about a quarter of the folder, never read by a server) and is removed
 * when the process exits.
 */
export function copyBuild(label: string): string {
  const builtDist = process.env.NEXT_DIST_DIR || '.next';
  const copy = `${builtDist}-${label}`;
  rmSync(copy, { recursive: true, force: true });
  const bundlerCache = join(builtDist, 'cache', 'turbopack');
  cpSync(builtDist, copy, { recursive: true, filter: (source) => source !== bundlerCache });
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
  return copy;
}
