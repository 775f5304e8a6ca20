/**
 * `npm run datocms:import` and `npm run datocms:export` against the local CMA
 * stub, after `datocms:setup`, with DatoCMS's own client: what the project
 * holds, a second import that writes nothing, and the round trip: the content
 * files the export rebuilds answer every query of graphql/ as the originals do.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../generated/graphql.ts';
import { createContentEngine, type ContentEngine } from '../../cms/engine/index.ts';
import { MODELS } from '../../cms/model/models.ts';
import { startCmaStub, type CmaStub, type RecordedRequest } from './cma-stub/cma-stub.ts';
import { runExport } from './export.ts';
import { readIdMap } from './id-map.ts';
import { listFiles, readContentFiles, runImport, type ImportResult } from './import.ts';
import { checkRequestBodiesAgainstClientTypes } from './request-types-check.ts';
import { runSetup } from './setup.ts';
import { cmsLocalesFrom, DEFAULT_PROJECT_LOCALES, withCmsLocaleVariables } from '../../src/lib/cms/cms-locales.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTENT = join(ROOT, 'cms/content');
const UPLOADS = join(ROOT, 'cms/uploads');
const writes = (rs: RecordedRequest[]) => rs.filter((r) => r.method !== 'GET');

describe('datocms:import then datocms:export', () => {
  let stub: CmaStub;
  let tmp: string;
  let idMapFile: string;
  let first: ImportResult;
  let importRequests: RecordedRequest[];
  const timings: Record<string, number> = {};
  const printed: string[] = [];

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'datocms-import-'));
    idMapFile = join(tmp, 'id-map.json');
    stub = await startCmaStub();
    await runSetup({
      apiToken: stub.token,
      baseUrl: stub.url,
      siteUrl: 'https://shopping.example',
      sandbox: 'site-setup-1',
      log: () => undefined,
    });
    const before = stub.requests.length;
    const t = Date.now();
    first = await runImport({
      apiToken: stub.token,
      baseUrl: stub.url,
      idMapFile,
      uploadConcurrency: 24,
      log: (l) => printed.push(l),
    });
    timings.import = Date.now() - t;
    importRequests = stub.requests.slice(before);
  }, 180_000);
  afterAll(async () => {
    await stub?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
    console.log('timings (ms)', timings, printed.join('\n'));
  });

  it('uploads every file once, creates every record with its blocks, and publishes all but the draft', async () => {
    const files = await listFiles(UPLOADS);
    const state = stub.state();
    const blockTypes = new Set(state.itemTypes.filter((t) => t.attributes.modular_block === true).map((t) => t.id));
    const typeOf = (i: (typeof state.items)[number]) =>
      (i.relationships!.item_type as { data: { id: string } }).data.id;
    const records = state.items.filter((i) => !blockTypes.has(typeOf(i)));
    expect(state.uploads).toHaveLength(files.length);
    expect(new Set(state.uploads.map((u) => u.attributes.md5)).size).toBe(files.length);
    expect(records).toHaveLength((await readContentFiles(CONTENT)).length);
    expect(records).toHaveLength(308);
    const status = (s: string) => records.filter((r) => r.meta!.status === s).map((r) => r.id);
    const idMap = await readIdMap(idMapFile);
    expect(status('draft')).toEqual([idMap.records['article-black-friday']]);
    expect(status('updated')).toEqual([idMap.records['article-horario-fim-de-ano']]);
    expect(status('published')).toHaveLength(306);
    // blocks referenced by the records' current versions: the 50 of the content files
    expect(Object.keys(idMap.blocks).length).toBeGreaterThanOrEqual(50);
    expect(first.records.created).toBe(308);
    expect(first.uploads.created + first.uploads.unchanged + first.uploads.updated).toBe(files.length);
    expect(first.warnings).toEqual([]);
    // bulk publish jobs of at most 200 records, every request accepted
    expect(importRequests.filter((r) => r.path === '/items/bulk/publish')).toHaveLength(2);
    expect(importRequests.filter((r) => r.status >= 400)).toEqual([]);
  });

  it('sent bodies the CMA client types accept', async () => {
    expect(await checkRequestBodiesAgainstClientTypes(importRequests)).toBe('');
  }, 120_000);

  it('run a second time, writes nothing and uploads nothing', async () => {
    const before = stub.requests.length;
    const t = Date.now();
    const second = await runImport({ apiToken: stub.token, baseUrl: stub.url, idMapFile, log: () => undefined });
    timings.secondImport = Date.now() - t;
    expect(writes(stub.requests.slice(before))).toEqual([]);
    expect(second.records).toEqual({ created: 0, updated: 0, unchanged: 308 });
    expect(second.uploads.created).toBe(0);
  }, 120_000);

  it('exported back, the content files answer every query of graphql/ as the originals do', async () => {
    const out = join(tmp, 'content');
    const uploadsOut = join(tmp, 'uploads');
    let t = Date.now();
    const exported = await runExport({
      apiToken: stub.token,
      baseUrl: stub.url,
      outDir: out,
      uploadsOutDir: uploadsOut,
      idMapFile,
      log: () => undefined,
    });
    timings.export = Date.now() - t;
    expect(exported).toMatchObject({ records: 308, drafts: 1, withNewerDraft: 1 });
    // every model folder, and the project's settings the content service needs to start, as they were imported
    expect((await readdir(out)).sort()).toEqual((await readdir(CONTENT)).sort());
    expect(JSON.parse(await readFile(join(out, '_site.json'), 'utf8'))).toEqual(
      JSON.parse(await readFile(join(CONTENT, '_site.json'), 'utf8')),
    );

    // DatoCMS sets a record's updated_at and published_at itself (ADR 0041): put the files' own back, and only those
    for (const r of await readContentFiles(out)) {
      const path = join(out, r.model.apiKey, `${r.id}.json`);
      const exportedFile = JSON.parse(await readFile(path, 'utf8')) as Record<
        string,
        { updatedAt: string; publishedAt?: string } | null
      >;
      const original = JSON.parse(
        await readFile(join(CONTENT, r.model.apiKey, `${r.id}.json`), 'utf8'),
      ) as typeof exportedFile;
      for (const v of ['published', 'draft'] as const) {
        if (!exportedFile[v] || !original[v]) continue;
        exportedFile[v].updatedAt = original[v].updatedAt;
        if (v === 'published') exportedFile[v].publishedAt = original[v].publishedAt;
      }
      await writeFile(path, JSON.stringify(exportedFile));
    }

    t = Date.now();
    const before = await createContentEngine({
      contentDir: CONTENT,
      uploadsDir: UPLOADS,
      assetBaseUrl: 'http://assets.test',
    });
    const after = await createContentEngine({
      contentDir: out,
      uploadsDir: uploadsOut,
      assetBaseUrl: 'http://assets.test',
    });
    const runs = await queriesToRun();
    const differences: string[] = [];
    for (const { name, query, variables, includeDrafts } of runs) {
      const ask = (e: ContentEngine) => e.execute({ query, variables, includeDrafts, excludeInvalid: false });
      const [a, b] = [await ask(before), await ask(after)];
      expect(a.errors ?? [], name).toEqual([]);
      const at = firstDifference(a.data, b.data, '');
      if (at) differences.push(`${name} ${JSON.stringify(variables)} drafts=${String(includeDrafts)}: ${at}`);
    }
    timings.roundTripQueries = Date.now() - t;
    timings.queries = runs.length;
    expect(differences).toEqual([]);
  }, 240_000);
});

/** where two answers first differ, and how; null when equal */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 150)} ≠ ${JSON.stringify(b)?.slice(0, 150)}`;
}

/** Every query document of graphql/ (as codegen compiled it), with each set of variables the site uses. */
async function queriesToRun() {
  const docs = Object.entries(generated).filter(
    ([k, v]) => k.endsWith('Document') && typeof v === 'object' && (v as DocumentNode).kind === 'Document',
  ) as [string, DocumentNode][];
  const queries = docs.filter(([, d]) => d.definitions.some((x) => x.kind === 'OperationDefinition'));
  // every operation in graphql/ is among them
  const names: string[] = [];
  for (const f of (await listFiles(join(ROOT, 'graphql'))).filter(
    (x) => x.endsWith('.graphql') && !x.endsWith('schema.graphql'),
  )) {
    for (const m of (await readFile(f, 'utf8')).matchAll(/^query (\w+)/gm)) names.push(m[1]!);
  }
  expect(queries.map(([k]) => k.replace(/Document$/, '')).sort()).toEqual(names.sort());

  const files = await readContentFiles(CONTENT);
  const slugs = (model: string) =>
    [
      ...new Set(
        files
          .filter((f) => f.model.apiKey === model)
          .flatMap((f) =>
            [f.published, f.draft].flatMap((v) =>
              v ? Object.values((v.fields.slug ?? {}) as Record<string, string | null>) : [],
            ),
          ),
      ),
    ].filter((s): s is string => typeof s === 'string');
  const categories = files.filter((f) => f.model.apiKey === 'article_category').map((f) => f.id);
  const bySlug: Record<string, string> = {
    Article: 'article',
    Movie: 'movie',
    InstituteProject: 'institute_project',
    Page: 'page',
    RestaurantDetail: 'restaurant',
    StoreDetail: 'store',
    Offer: 'offer',
  };
  const byId: Record<string, string> = { ArticleById: 'article', EventById: 'article' };
  const runs: { name: string; query: string; variables: Record<string, unknown>; includeDrafts: boolean }[] = [];
  for (const [key, doc] of queries) {
    const name = key.replace(/Document$/, '');
    const op = doc.definitions.find((x): x is OperationDefinitionNode => x.kind === 'OperationDefinition')!;
    const vars = new Set(op.variableDefinitions?.map((v) => v.variable.name.value) ?? []);
    const sets: Record<string, unknown>[] = [];
    for (const locale of vars.has('locale') ? ['pt', 'en'] : [undefined]) {
      const base = { ...(locale ? { locale } : {}), ...(vars.has('defaultLocale') ? { defaultLocale: 'pt' } : {}) };
      if (vars.has('id'))
        for (const f of files.filter((x) => x.model.apiKey === (byId[name] ?? ''))) sets.push({ ...base, id: f.id });
      else if (vars.has('slug'))
        for (const slug of slugs(bySlug[name] ?? MODELS[0]!.apiKey)) sets.push({ ...base, slug });
      else if (vars.has('filter'))
        for (const c of [null, ...categories])
          sets.push({ ...base, first: 50, filter: c ? { category: { eq: c } } : {} });
      else sets.push(base);
    }
    expect(sets.length, `${name}: no variables to run it with`).toBeGreaterThan(0);
    // the locale variables the site's content client adds (the project's codes, fallbacks, the default locale)
    const withLocales = (v: Record<string, unknown>) =>
      withCmsLocaleVariables(doc, v, cmsLocalesFrom(DEFAULT_PROJECT_LOCALES));
    for (const variables of sets)
      for (const includeDrafts of [false, true])
        runs.push({ name, query: print(doc), variables: withLocales(variables), includeDrafts });
  }
  return runs;
}
