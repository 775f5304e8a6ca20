// `npm run bench:bundle`: first-load JavaScript per route of the production build.
//
//   npm run bench:bundle                 from the build's manifests (no server needed)
//   npm run bench:bundle -- --served [--url http://127.0.0.1:3000]
//                                        from the HTML as served: the <script src> chunks of each
//                                        screen in both locales, noModule polyfills left out
//                                        (the same count as `npm run bench`: lib/figures.mjs)
//                                        (starts the site unless --url)
//
// Manifest mode reads NEXT_DIST_DIR (default .next)/diagnostics/route-bundle-stats.json, which
// Next 16 writes after a Turbopack build (the chunks of every layout and page segment of a route
// plus the shared runtime); without it, it derives the same set from server/app-paths-manifest.json
// and each page's *_client-reference-manifest.js. Sizes are raw bytes on disk and gzip (level 6,
// what `next start` compresses with). The total counts every chunk once across all routes.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { projectRoot, requireBuild } from './lib/build-dir.mjs';
import { firstLoadScripts } from './lib/figures.mjs';
import { openSite } from './lib/site-server.mjs';
import { acceptLanguage, discoverScreens } from './lib/screens.mjs';
import { kB, printTable } from './lib/table.mjs';

const { values } = parseArgs({ options: { served: { type: 'boolean', default: false }, url: { type: 'string' } } });

const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

/** @returns {Array<{ route: string, chunks: string[] }>} chunk paths relative to the dist dir */
function routesFromManifests(dir) {
  const stats = path.join(dir, 'diagnostics/route-bundle-stats.json');
  if (existsSync(stats)) {
    return JSON.parse(readFileSync(stats, 'utf8')).map((row) => ({
      route: row.route,
      // the file lists paths relative to the project; keep them relative to the dist dir
      chunks: row.firstLoadChunkPaths.map((file) => path.relative(dir, path.resolve(projectRoot, file))),
    }));
  }
  const buildManifest = JSON.parse(readFileSync(path.join(dir, 'build-manifest.json'), 'utf8'));
  const appPaths = JSON.parse(readFileSync(path.join(dir, 'server/app-paths-manifest.json'), 'utf8'));
  const shared = (buildManifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'));
  const require = createRequire(import.meta.url);
  const rows = [];
  for (const appPath of Object.keys(appPaths)
    .filter((key) => key.endsWith('/page'))
    .sort()) {
    const manifestFile = path.join(dir, 'server/app', `${appPath}_client-reference-manifest.js`);
    if (!existsSync(manifestFile)) continue;
    // the manifest is a script that assigns globalThis.__RSC_MANIFEST[appPath]
    globalThis.__RSC_MANIFEST = undefined;
    require(manifestFile);
    const entry = globalThis.__RSC_MANIFEST?.[appPath];
    const segmentFiles = Object.values(entry?.entryJSFiles ?? {})
      .flat()
      .filter((file) => file.endsWith('.js'));
    rows.push({ route: appPath.replace(/\/page$/, '') || '/', chunks: [...new Set([...segmentFiles, ...shared])] });
  }
  return rows;
}

/** @returns {Promise<{ rows: Array<{ route: string, chunks: string[] }>, read: (chunk: string) => Promise<Buffer> }>} */
async function routesAsServed(origin) {
  const rows = [];
  for (const screen of await discoverScreens(origin)) {
    const response = await fetch(`${origin}${screen.path}`, {
      headers: { 'accept-language': acceptLanguage(screen.locale) },
    });
    const html = await response.text();
    if (response.status !== 200) console.warn(`[bench] ${screen.path} answered ${response.status}`);
    const scripts = firstLoadScripts(html);
    const shownPath = screen.path.length > 40 ? `${screen.path.slice(0, 39)}…` : screen.path;
    rows.push({ route: `${screen.locale} ${screen.name} (${shownPath})`, chunks: [...new Set(scripts)] });
  }
  return { rows, read: async (chunk) => Buffer.from(await (await fetch(`${origin}${chunk}`)).arrayBuffer()) };
}

function report(rows, sizes, heading) {
  console.log(`${heading}\n`);
  const sum = (chunks) =>
    chunks.reduce((acc, chunk) => ({ raw: acc.raw + sizes.get(chunk).raw, gzip: acc.gzip + sizes.get(chunk).gzip }), {
      raw: 0,
      gzip: 0,
    });
  const sharedChunks = rows.length
    ? rows[0].chunks.filter((chunk) => rows.every((row) => row.chunks.includes(chunk)))
    : [];
  const tableRows = [...rows]
    .sort((a, b) => sum(b.chunks).gzip - sum(a.chunks).gzip)
    .map((row) => {
      const total = sum(row.chunks);
      return [row.route, String(row.chunks.length), kB(total.gzip), kB(total.raw)];
    });
  const shared = sum(sharedChunks);
  const all = sum([...sizes.keys()]);
  tableRows.push(['shared by every route', String(sharedChunks.length), kB(shared.gzip), kB(shared.raw)]);
  tableRows.push(['total (every chunk once)', String(sizes.size), kB(all.gzip), kB(all.raw)]);
  printTable(['route', 'chunks', 'first load (gzip)', 'raw'], tableRows);
}

let site;
try {
  if (values.served || values.url) {
    site = await openSite({ url: values.url });
    const { rows, read } = await routesAsServed(site.origin);
    const sizes = new Map();
    for (const chunk of new Set(rows.flatMap((row) => row.chunks))) {
      const body = await read(chunk);
      sizes.set(chunk, { raw: body.length, gzip: gzipSize(body) });
    }
    report(rows, sizes, `First-load JavaScript as served (<script src> of each screen's HTML) by ${site.origin}`);
  } else {
    const dir = requireBuild();
    const rows = routesFromManifests(dir);
    const sizes = new Map();
    for (const chunk of new Set(rows.flatMap((row) => row.chunks))) {
      const file = path.join(dir, chunk);
      if (!existsSync(file)) {
        console.warn(`[bench] ${chunk} is listed but missing from ${path.basename(dir)}/`);
        sizes.set(chunk, { raw: 0, gzip: 0 });
        continue;
      }
      const body = readFileSync(file);
      sizes.set(chunk, { raw: body.length, gzip: gzipSize(body) });
    }
    if (rows.length === 0) throw new Error(`No app routes found in ${dir}`);
    report(rows, sizes, `First-load JavaScript per route, from the manifests of ${path.basename(dir)}/`);
  }
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await site?.stop();
}
