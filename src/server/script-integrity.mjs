// @ts-check
/**
 * Subresource Integrity for every script file a cached page names. Next's
 * `experimental.sri` gives an `integrity` attribute to some of a page's script
 * tags (the runtime's entry chunks, with Turbopack) but not to the chunks of
 * its layouts and page; this adds the missing ones, from the same build's
 * files, so a script altered between the build and the browser (a tampered
 * CDN copy) never runs (ADR 0030). Chunks loaded later by the router are
 * fetched by Next's runtime, outside any tag: SRI cannot reach them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEXT_SCRIPT_TAG as SCRIPT_TAG } from './next-internals/protocol.ts';

/**
 * @param {string} distDir the build folder (`.next`)
 * @returns {(html: string) => string}
 */
export function scriptIntegrityAdder(distDir) {
  /** @type {Map<string, string | null>} a build's files never change: each is hashed once */
  const hashes = new Map();
  const integrityOf = (/** @type {string} */ file) => {
    if (!hashes.has(file)) {
      try {
        hashes.set(
          file,
          `sha256-${createHash('sha256')
            .update(readFileSync(join(distDir, file)))
            .digest('base64')}`,
        );
      } catch {
        hashes.set(file, null);
      }
    }
    return hashes.get(file) ?? null;
  };
  return (html) =>
    html.replace(SCRIPT_TAG, (tag, file, rest) => {
      if (/\sintegrity=/.test(rest)) return tag;
      const integrity = integrityOf(file);
      return integrity ? `<script src="/_next/${file}"${rest} integrity="${integrity}">` : tag;
    });
}
