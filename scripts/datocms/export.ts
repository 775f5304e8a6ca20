/**
 * `npm run datocms:export`: a DatoCMS project's records and uploads back into
 * content files the embedded content service reads (ADR 0041), so the site and
 * its tests run offline on a mall's real content.
 *
 *   DATOCMS_CMA_TOKEN=<token> npm run datocms:export [-- --out <dir>] [--uploads-out <dir>]
 *
 * Records go to `<out>/<model>/<id>.json` (default cms/content), uploads to
 * `<uploads-out>/<path>` (default cms/uploads). Ids come back through the id
 * map the import keeps (scripts/datocms/id-map.json): a record the import
 * created gets its id again, an upload its path. A record made in DatoCMS keeps
 * its DatoCMS id (a singleton: its model's api key); an upload made in DatoCMS
 * goes to `datocms/<upload id>/<filename>`. A record file whose record is gone
 * from the project is deleted. The project's settings (locales, Global SEO, favicon) go to `<out>/_site.json`.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildClient, type ApiTypes, type Client } from '@datocms/cma-client-node';
import { modelByApiKey } from '../../cms/model/models.ts';
import { LOCALES } from '../../cms/model/types.ts';
import { fieldsFromCma, type FromCmaContext } from './content-cma.ts';
import { readIdMap } from './id-map.ts';
import { DEFAULT_ID_MAP } from './import.ts';
import { siteFileFromProject } from './site-settings.ts';
import { md5OfFile } from './uploads.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
type Obj = Record<string, unknown>;

export interface ExportOptions {
  apiToken: string;
  baseUrl?: string;
  environment?: string;
  outDir?: string;
  uploadsOutDir?: string;
  idMapFile?: string;
  log?: (line: string) => void;
}

export interface ExportResult {
  records: number;
  drafts: number;
  withNewerDraft: number;
  uploads: { written: number; unchanged: number };
  deleted: number;
}

export async function runExport(opts: ExportOptions): Promise<ExportResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const outDir = opts.outDir ?? join(ROOT, 'cms/content');
  const uploadsOut = opts.uploadsOutDir ?? join(ROOT, 'cms/uploads');
  const client: Client = buildClient({
    apiToken: opts.apiToken,
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    ...(opts.environment ? { environment: opts.environment } : {}),
  });
  const idMap = await readIdMap(opts.idMapFile ?? DEFAULT_ID_MAP);
  const result: ExportResult = {
    records: 0,
    drafts: 0,
    withNewerDraft: 0,
    uploads: { written: 0, unchanged: 0 },
    deleted: 0,
  };

  const itemTypes = await client.itemTypes.list();
  const typeKeyById = new Map(itemTypes.map((t) => [t.id, t.api_key]));

  // uploads: the file the import took it from (same checksum), else datocms/<id>/<filename>
  const pathByMd5 = new Map<string, string>();
  for (const [path, md5] of Object.entries(idMap.uploads).sort(([a], [b]) => (a < b ? -1 : 1)))
    if (!pathByMd5.has(md5)) pathByMd5.set(md5, path);
  const pathById = new Map<string, string>();
  const altById = new Map<string, Record<string, string | null>>();
  const uploads: ApiTypes.Upload[] = [];
  for await (const u of client.uploads.listPagedIterator({}, { perPage: 500 })) uploads.push(u);
  for (const u of uploads) {
    const path = (u.md5 && pathByMd5.get(u.md5)) || `datocms/${u.id}/${u.filename}`;
    pathById.set(u.id, path);
    const meta = u.default_field_metadata as unknown as Obj;
    altById.set(
      u.id,
      Object.fromEntries(
        LOCALES.map((l) => [
          l,
          (meta.alt as Record<string, string | null> | undefined)?.[l] ??
            (meta[l] as { alt?: string | null } | undefined)?.alt ??
            null,
        ]),
      ),
    );
    const target = join(uploadsOut, path);
    if (u.md5 && (await md5OfFile(target).catch(() => null)) === u.md5) {
      result.uploads.unchanged++;
      continue;
    }
    const res = await fetch(u.url);
    if (!res.ok) throw new Error(`downloading ${u.url}: ${res.status} ${res.statusText}`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, Buffer.from(await res.arrayBuffer()));
    result.uploads.written++;
  }
  log(
    `Uploads: ${result.uploads.written} written, ${result.uploads.unchanged} already there (${relative(process.cwd(), uploadsOut) || '.'}).`,
  );

  // the project's settings, which the content service needs to start (cms/content/_site.json)
  await mkdir(outDir, { recursive: true });
  const siteFile = siteFileFromProject(await client.site.find(), (id) => pathById.get(id) ?? `datocms/${id}`);
  await writeFile(join(outDir, '_site.json'), `${JSON.stringify(siteFile, null, 2)}\n`);

  const ourIdByDato = new Map(Object.entries(idMap.records).map(([ours, dato]) => [dato, ours]));
  const singletonKeyById = new Map<string, string>();
  const listAll = async (version: 'current' | 'published') => {
    const out = new Map<string, ApiTypes.Item>();
    for await (const item of client.items.listPagedIterator({ nested: true, version }, { perPage: 500 }))
      out.set(item.id, item);
    return out;
  };
  const current = await listAll('current');
  const published = await listAll('published');
  for (const item of current.values()) {
    const key = typeKeyById.get(item.item_type.id)!;
    if (modelByApiKey(key)?.singleton) singletonKeyById.set(item.id, key);
  }
  const ctx: FromCmaContext = {
    recordId: (id) => ourIdByDato.get(id) ?? singletonKeyById.get(id) ?? id,
    blockId: (id) => idMap.blocks[id] ?? id,
    uploadPath: (id) => pathById.get(id) ?? `datocms/${id}`,
    uploadAlt: (id) => altById.get(id) ?? {},
    itemTypeKey: (id) => typeKeyById.get(id) ?? id,
  };

  const written = new Set<string>();
  for (const item of current.values()) {
    const model = modelByApiKey(typeKeyById.get(item.item_type.id) ?? '');
    if (!model || model.block) continue;
    const id = ctx.recordId(item.id);
    const meta = item.meta;
    const fieldsOf = (i: ApiTypes.Item) => fieldsFromCma(model, i as unknown as Obj, ctx);
    const pub = meta.status === 'draft' ? null : (published.get(item.id) ?? item);
    const hasDraft = meta.status !== 'published';
    const publishedFields = pub ? fieldsOf(pub) : null;
    const draftFields = hasDraft ? fieldsOf(item) : null;
    const unvalidated = model.fields
      .filter(
        (f) =>
          f.type === 'json' &&
          f.schema &&
          [publishedFields, draftFields].some(
            (fs) => fs && fs[f.apiKey] !== null && !f.schema!.safeParse(fs[f.apiKey]).success,
          ),
      )
      .map((f) => f.apiKey);
    const position = (item as unknown as Obj).position;
    const file = {
      id,
      createdAt: meta.created_at,
      ...(model.sortable && typeof position === 'number' ? { position } : {}),
      ...(unvalidated.length > 0 ? { unvalidatedJson: unvalidated } : {}),
      published: publishedFields
        ? {
            updatedAt: (hasDraft ? meta.published_at : meta.updated_at) ?? meta.updated_at,
            publishedAt: meta.published_at,
            firstPublishedAt: meta.first_published_at ?? meta.published_at,
            fields: publishedFields,
          }
        : null,
      ...(draftFields ? { draft: { updatedAt: meta.updated_at, fields: draftFields } } : {}),
    };
    const path = join(outDir, model.apiKey, `${id}.json`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
    written.add(resolve(path));
    result.records++;
    if (!publishedFields) result.drafts++;
    else if (draftFields) result.withNewerDraft++;
  }
  // record files of records no longer in the project
  for (const dir of await readdir(outDir, { withFileTypes: true })) {
    if (!dir.isDirectory() || !modelByApiKey(dir.name)) continue;
    for (const f of await readdir(join(outDir, dir.name))) {
      const abs = resolve(outDir, dir.name, f);
      if (f.endsWith('.json') && !written.has(abs)) {
        await rm(abs);
        result.deleted++;
      }
    }
  }
  log(
    `Records: ${result.records} written (${result.drafts} drafts, ${result.withNewerDraft} with a newer draft), ${result.deleted} deleted (${relative(process.cwd(), outDir) || '.'}).`,
  );
  return result;
}

async function main(): Promise<void> {
  const apiToken = process.env.DATOCMS_CMA_TOKEN;
  if (!apiToken) {
    console.error('Set DATOCMS_CMA_TOKEN (an API token that can read the Content Management API).');
    process.exit(2);
  }
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'uploads-out': { type: 'string' }, 'id-map': { type: 'string' } },
  });
  try {
    await runExport({
      apiToken,
      baseUrl: process.env.DATOCMS_CMA_BASE_URL || undefined,
      environment: process.env.DATOCMS_ENVIRONMENT || undefined,
      ...(values.out ? { outDir: resolve(values.out) } : {}),
      ...(values['uploads-out'] ? { uploadsOutDir: resolve(values['uploads-out']) } : {}),
      ...(values['id-map'] ? { idMapFile: resolve(values['id-map']) } : {}),
    });
  } catch (e) {
    console.error(e);
    console.error(
      '\nRun `npm run datocms:export` again: it rewrites every record file and downloads only the uploads whose files differ.',
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
