import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every import from `next/dist` and every name of Next's internal protocol
 * (headers, cookies, entry fields, document shapes, build files) is written in
 * src/server/next-internals only (ADR 0058): one place to check on an upgrade.
 * Comments may name them; tests may send them (they play the outside).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const MODULE = 'src/server/next-internals/';

const INTERNALS: { what: string; pattern: RegExp }[] = [
  // the package's `bin` entry (package.json "bin"), not an internal module
  { what: 'an import from next/dist', pattern: /next\/dist\/(?!bin\/next\b)/ },
  { what: "Next's cache tags header", pattern: /x-next-cache-tags/i },
  { what: "Next's answer headers", pattern: /x-nextjs-/i },
  { what: "Next's middleware headers", pattern: /x-middleware-/i },
  { what: "Next's internal request headers", pattern: /x-matched-path|x-invoke-|x-prerender-revalidate|next-resume/i },
  { what: "the router's request headers", pattern: /['"]rsc['"]|headers\.rsc\b|next-router-/ },
  { what: "the router's query parameter", pattern: /_rsc\b/ },
  { what: "Next's draft-mode cookie", pattern: /__prerender_bypass/ },
  { what: "Next's error shell", pattern: /__next_error__/ },
  { what: "Next's implicit tags", pattern: /_N_T_/ },
  { what: 'a page cache entry kind', pattern: /['"](?:APP_PAGE|APP_ROUTE|PAGES|FETCH|REDIRECT|IMAGE)['"]/ },
  { what: "Next's tag states", pattern: /tags-manifest/ },
  {
    what: 'a file of the build folder',
    pattern:
      /['"](?:BUILD_ID|build-manifest\.json|prerender-manifest\.json|routes-manifest\.json|app-paths-manifest\.json)['"]/,
  },
  { what: "Next's window globals", pattern: /__NEXT_/ },
];

/** What is read: the site's code and its scripts; not the content service (cms/), tests, or the benches (they measure the build's own files). */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return path.startsWith('scripts/bench') ? [] : sourceFiles(path);
    return /\.(?:[cm]?[jt]sx?)$/.test(name) &&
      !/\.test\.tsx?$/.test(name) &&
      !name.endsWith('.d.mts') &&
      !path.startsWith(MODULE)
      ? [path]
      : [];
  });
}

/** The code without its comments (rough: enough for these names, which never follow `//` inside a string). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('Next.js internals', () => {
  it('are named in src/server/next-internals only', () => {
    const files = [
      ...sourceFiles('src'),
      ...sourceFiles('scripts'),
      ...readdirSync(root).filter((name) => /^next\.config\./.test(name)),
    ];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const code = withoutComments(readFileSync(join(root, file), 'utf8'));
      return INTERNALS.filter(({ pattern }) => pattern.test(code)).map(
        ({ what }) => `${relative(root, join(root, file))}: ${what}`,
      );
    });
    expect(
      found,
      `Name these through ${MODULE} (protocol.ts, dist.ts), which says the Next version they were checked against`,
    ).toEqual([]);
  });
});
