/**
 * `npm run datocms:import`: the demo content (cms/content, cms/uploads) into a
 * DatoCMS project set up by `npm run datocms:setup` (ADR 0041).
 *
 *   DATOCMS_CMA_TOKEN=<full-access token> npm run datocms:import
 *
 * 1. Uploads: every file of cms/uploads whose checksum the project lacks, through
 *    `uploads.createFromLocalFile` (upload request, PUT of the bytes, upload);
 *    alt texts that DatoCMS can only keep on the upload go to its default alt.
 * 2. Records, with the DatoCMS ids derived from ours (id-map.ts): created in
 *    an order where a required link's target comes first, each field left out
 *    while a record it points at does not exist yet; blocks inside their record.
 * 3. Links: a second pass sets every field that still differs from the file.
 * 4. Publication: one bulk publish job for the records with a published version
 *    the project does not have. A record with a newer draft then gets the draft
 *    as its current version; a draft-only record stays a draft.
 * 5. The id map is written, so the export can give records their ids back.
 *
 * A record already holding what its file says is not written again, so a
 * rerun after a complete run writes nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, type ApiTypes, type Client } from '@datocms/cma-client-node';
import { MODELS, modelByApiKey } from '../../cms/model/models.ts';
import { LOCALES, type ModelDef } from '../../cms/model/types.ts';
import {
  canonicalFields,
  fieldsFromCma,
  fieldsToCma,
  referencesOf,
  stable,
  unwrapDocument,
  type FromCmaContext,
  type ToCmaContext,
} from './content-cma.ts';
import { datoIdFor, readIdMap, writeIdMap, type IdMap } from './id-map.ts';
import { md5OfFile, type DefaultFieldMetadata } from './uploads.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_ID_MAP = join(ROOT, 'scripts/datocms/id-map.json');

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ImportOptions {
  apiToken: string;
  baseUrl?: string;
  environment?: string;
  contentDir?: string;
  uploadsDir?: string;
  idMapFile?: string;
  /** uploads sent at once (each creation is an async job the client polls, a second or more) */
  uploadConcurrency?: number;
  log?: (line: string) => void;
}

export interface ImportResult {
  uploads: { created: number; updated: number; unchanged: number };
  records: { created: number; updated: number; unchanged: number };
  published: number;
  /** alt texts that could not be kept (two records want another default alt for one upload) */
  warnings: string[];
}

interface Version {
  updatedAt: string;
  publishedAt?: string | null;
  firstPublishedAt?: string | null;
  fields: Obj;
}
export interface ContentFile {
  id: string;
  model: ModelDef;
  createdAt: string;
  position?: number;
  published: Version | null;
  draft: Version | null;
}

export async function readContentFiles(contentDir: string): Promise<ContentFile[]> {
  const out: ContentFile[] = [];
  for (const dir of (await readdir(contentDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const model = modelByApiKey(dir.name);
    if (!model) throw new Error(`${dir.name}: not a model of cms/model/models.ts`);
    for (const file of (await readdir(join(contentDir, dir.name))).filter((f) => f.endsWith('.json')).sort()) {
      const raw = JSON.parse(await readFile(join(contentDir, dir.name, file), 'utf8')) as Obj;
      out.push({
        id: String(raw.id),
        model,
        createdAt: String(raw.createdAt),
        ...(typeof raw.position === 'number' ? { position: raw.position } : {}),
        published: (raw.published as Version | null | undefined) ?? null,
        draft: (raw.draft as Version | null | undefined) ?? null,
      });
    }
  }
  return out;
}

export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (e.name.startsWith('.')) continue;
    const abs = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(abs)));
    else if (e.isFile()) out.push(abs);
  }
  return out.sort();
}

/** Default alt per upload and locale, from alts DatoCMS cannot keep in the field: per-locale alts of non-localized fields, SEO images. */
function uploadDefaultAlts(files: ContentFile[], warnings: string[]): Map<string, Record<string, string>> {
  const alts = new Map<string, Record<string, string>>();
  const put = (upload: string, locale: string, alt: string, where: string) => {
    const a = alts.get(upload) ?? {};
    if (a[locale] !== undefined && a[locale] !== alt)
      warnings.push(
        `${where}: the ${locale} alt of ${upload} differs from another record's; DatoCMS keeps one default alt per upload`,
      );
    else a[locale] = alt;
    alts.set(upload, a);
  };
  const visit = (model: ModelDef, fields: Obj, where: string) => {
    for (const f of model.fields) {
      const perLocale: [string | null, unknown][] =
        f.localized && isObj(fields[f.apiKey]) ? Object.entries(fields[f.apiKey] as Obj) : [[null, fields[f.apiKey]]];
      for (const [locale, v] of perLocale) {
        if (v === null || v === undefined) continue;
        const file = (x: unknown) => {
          if (isObj(x) && isObj(x.alt))
            for (const [l, alt] of Object.entries(x.alt))
              if (typeof alt === 'string') put(String(x.upload), l, alt, where);
        };
        if (f.type === 'file') file(v);
        if (f.type === 'gallery' && Array.isArray(v)) v.forEach(file);
        if (f.type === 'seo' && isObj(v) && isObj(v.image) && typeof v.image.alt === 'string')
          put(String(v.image.upload), locale ?? LOCALES[0], v.image.alt, where);
        const blocks =
          f.type === 'rich_text' && Array.isArray(v)
            ? v
            : f.type === 'structured_text' && isObj(v)
              ? [...((v.blocks as unknown[]) ?? []), ...((v.inlineBlocks as unknown[]) ?? [])]
              : [];
        for (const b of blocks as Obj[]) visit(modelByApiKey(String(b.type))!, b, where);
      }
    }
  };
  for (const r of files)
    for (const v of [r.published, r.draft]) if (v) visit(r.model, v.fields, `${r.model.apiKey}/${r.id}`);
  return alts;
}

async function pool<T>(items: T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: n }, async () => {
      for (let x = queue.shift(); x !== undefined; x = queue.shift()) await fn(x);
    }),
  );
}

/** positions as the content service computes them: unpositioned records follow, in id order */
function positionsOf(files: ContentFile[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const model of MODELS.filter((m) => m.sortable)) {
    const list = files.filter((f) => f.model === model).sort((a, b) => (a.id < b.id ? -1 : 1));
    let next = Math.max(0, ...list.map((r) => r.position ?? 0));
    for (const r of list) out.set(r.id, r.position ?? ++next);
  }
  return out;
}

export async function runImport(opts: ImportOptions): Promise<ImportResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const contentDir = opts.contentDir ?? join(ROOT, 'cms/content');
  const uploadsDir = opts.uploadsDir ?? join(ROOT, 'cms/uploads');
  const idMapFile = opts.idMapFile ?? DEFAULT_ID_MAP;
  const client: Client = buildClient({
    apiToken: opts.apiToken,
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    ...(opts.environment ? { environment: opts.environment } : {}),
  });
  const idMap: IdMap = await readIdMap(idMapFile);
  const warnings: string[] = [];
  const result: ImportResult = {
    uploads: { created: 0, updated: 0, unchanged: 0 },
    records: { created: 0, updated: 0, unchanged: 0 },
    published: 0,
    warnings,
  };

  const site = await client.site.find();
  const missingLocales = LOCALES.filter((l) => !site.locales.includes(l));
  if (missingLocales.length > 0)
    throw new Error(`the project lacks the locales ${missingLocales.join(', ')}: run \`npm run datocms:setup\` first`);
  const itemTypes = await client.itemTypes.list();
  const typeIdByKey = new Map(itemTypes.map((t) => [t.api_key, t.id]));
  const typeKeyById = new Map(itemTypes.map((t) => [t.id, t.api_key]));
  const missingModels = MODELS.filter((m) => !typeIdByKey.has(m.apiKey)).map((m) => m.apiKey);
  if (missingModels.length > 0)
    throw new Error(`the project lacks the models ${missingModels.join(', ')}: run \`npm run datocms:setup\` first`);

  const files = await readContentFiles(contentDir);

  // ── 1. uploads, by checksum ──────────────────────────────────────────────
  const defaultAlts = uploadDefaultAlts(files, warnings);
  const byMd5 = new Map<string, ApiTypes.Upload>();
  for await (const u of client.uploads.listPagedIterator({}, { perPage: 500 })) if (u.md5) byMd5.set(u.md5, u);
  const uploadIdByPath = new Map<string, string>();
  const uploadPaths = (await listFiles(uploadsDir)).map((abs) => relative(uploadsDir, abs).split(sep).join('/'));
  let done = 0;
  await pool(uploadPaths, opts.uploadConcurrency ?? 8, async (path) => {
    const localPath = join(uploadsDir, path);
    const md5 = await md5OfFile(localPath);
    idMap.uploads[path] = md5;
    const alt = defaultAlts.get(path);
    const metadata: DefaultFieldMetadata | null = alt
      ? { alt: Object.fromEntries(LOCALES.map((l) => [l, alt[l] ?? null])) }
      : null;
    const existing = byMd5.get(md5);
    if (!existing) {
      const created = await client.uploads.createFromLocalFile({
        localPath,
        ...(metadata ? { default_field_metadata: metadata } : {}),
      });
      byMd5.set(md5, created);
      uploadIdByPath.set(path, created.id);
      result.uploads.created++;
    } else {
      uploadIdByPath.set(path, existing.id);
      const have = Object.fromEntries(
        LOCALES.map((l) => [
          l,
          (existing.default_field_metadata as Record<string, { alt?: string | null }>)[l]?.alt ??
            (existing.default_field_metadata.alt as Record<string, string | null> | undefined)?.[l] ??
            null,
        ]),
      );
      if (metadata && stable(have) !== stable(metadata.alt)) {
        await client.uploads.update(existing.id, { default_field_metadata: metadata });
        result.uploads.updated++;
      } else result.uploads.unchanged++;
    }
    if (++done % 100 === 0) log(`  uploads: ${done}/${uploadPaths.length}`);
  });
  log(
    `Uploads: ${result.uploads.created} uploaded, ${result.uploads.updated} with new alt texts, ${result.uploads.unchanged} already there.`,
  );

  // ── 2. records ───────────────────────────────────────────────────────────
  const datoId = (ourId: string) => (idMap.records[ourId] ??= datoIdFor(`record/${ourId}`));
  for (const r of files) datoId(r.id);
  const uploadAltById = new Map<string, Record<string, string | null>>();
  for (const u of byMd5.values()) {
    const m = u.default_field_metadata as unknown as Record<string, unknown>;
    uploadAltById.set(
      u.id,
      Object.fromEntries(
        LOCALES.map((l) => [
          l,
          (m.alt as Record<string, string | null> | undefined)?.[l] ??
            (m[l] as { alt?: string | null } | undefined)?.alt ??
            null,
        ]),
      ),
    );
  }
  for (const [path, alt] of defaultAlts) uploadAltById.set(uploadIdByPath.get(path)!, alt);
  const pathByUploadId = new Map([...uploadIdByPath].map(([p, id]) => [id, p]));
  const ourIdByDato = new Map(Object.entries(idMap.records).map(([ours, dato]) => [dato, ours]));
  const toCtx: ToCmaContext = {
    recordId: datoId,
    uploadId: (path) => {
      const id = uploadIdByPath.get(path);
      if (!id) throw new Error(`no upload for cms/uploads/${path}`);
      return id;
    },
    itemTypeId: (key) => typeIdByKey.get(key)!,
  };
  const fromCtx: FromCmaContext = {
    recordId: (id) => ourIdByDato.get(id) ?? id,
    blockId: (id) => idMap.blocks[id] ?? id,
    uploadPath: (id) => pathByUploadId.get(id) ?? id,
    uploadAlt: (id) => uploadAltById.get(id) ?? {},
    itemTypeKey: (id) => typeKeyById.get(id) ?? id,
  };

  const listAll = async (version: 'current' | 'published') => {
    const out = new Map<string, ApiTypes.Item>();
    for await (const item of client.items.listPagedIterator({ nested: true, version }, { perPage: 500 }))
      out.set(item.id, item);
    return out;
  };
  const same = (model: ModelDef, item: ApiTypes.Item | undefined, fields: Obj) =>
    item !== undefined &&
    canonicalFields(model, fieldsFromCma(model, item as unknown as Obj, fromCtx)) === canonicalFields(model, fields);
  const changedFields = (model: ModelDef, item: ApiTypes.Item, fields: Obj) => {
    const have = fieldsFromCma(model, item as unknown as Obj, fromCtx);
    return new Set(
      model.fields
        .filter(
          (f) =>
            canonicalFields({ ...model, fields: [f] }, have) !== canonicalFields({ ...model, fields: [f] }, fields),
        )
        .map((f) => f.apiKey),
    );
  };

  let current = await listAll('current');
  const positions = positionsOf(files);
  // pass 1: create what is missing, a required link's target first; fields pointing at records not there yet wait for pass 2
  const missing = files.filter((r) => !current.has(datoId(r.id)));
  const byId = new Map(files.map((r) => [r.id, r]));
  const ordered: ContentFile[] = [];
  const placed = new Set<string>();
  const place = (r: ContentFile, stack: Set<string>) => {
    if (placed.has(r.id) || stack.has(r.id)) return;
    stack.add(r.id);
    const v = (r.published ?? r.draft)!;
    for (const f of r.model.fields.filter((x) => x.validators?.required))
      for (const target of referencesOf(f, v.fields[f.apiKey]))
        if (byId.has(target) && missing.includes(byId.get(target)!)) place(byId.get(target)!, stack);
    placed.add(r.id);
    ordered.push(r);
  };
  for (const r of missing) place(r, new Set());
  const exists = (ourId: string) => current.has(datoId(ourId)) || createdNow.has(ourId);
  const createdNow = new Set<string>();
  for (const r of ordered) {
    const v = (r.published ?? r.draft)!;
    const ready = new Set(
      r.model.fields.filter((f) => referencesOf(f, v.fields[f.apiKey]).every(exists)).map((f) => f.apiKey),
    );
    await client.items.create({
      id: datoId(r.id),
      item_type: { type: 'item_type', id: typeIdByKey.get(r.model.apiKey)! },
      meta: {
        created_at: r.createdAt,
        ...(r.published?.firstPublishedAt ? { first_published_at: r.published.firstPublishedAt } : {}),
      },
      ...(r.model.sortable ? { position: positions.get(r.id) } : {}),
      ...fieldsToCma(r.model, v.fields, toCtx, ready),
    });
    createdNow.add(r.id);
    result.records.created++;
  }
  if (ordered.length > 0) log(`Records: created ${ordered.length}.`);

  // pass 2: every record holds the version to publish (links included), or its only (draft) version
  current = await listAll('current');
  let published = await listAll('published');
  const toPublish: string[] = [];
  const updated = new Set<string>();
  for (const r of files) {
    const id = datoId(r.id);
    const target = r.published ?? r.draft!;
    const item = current.get(id)!;
    if (
      r.published &&
      same(r.model, published.get(id), r.published.fields) &&
      (item.meta.status === 'published' || r.draft)
    )
      continue;
    if (!same(r.model, item, target.fields)) {
      await client.items.update(
        id,
        fieldsToCma(r.model, target.fields, toCtx, changedFields(r.model, item, target.fields)),
      );
      updated.add(r.id);
    }
    if (r.published) toPublish.push(id);
  }
  if (updated.size > 0) log(`Links and changes: updated ${updated.size} records.`);

  // publication, in bulk jobs
  for (let i = 0; i < toPublish.length; i += 200) {
    await client.items.bulkPublish({ items: toPublish.slice(i, i + 200).map((id) => ({ type: 'item', id })) });
  }
  result.published = toPublish.length;
  if (toPublish.length > 0) log(`Published ${toPublish.length} records.`);

  // pass 3: a newer draft becomes the current version, on top of the published one
  current = await listAll('current');
  for (const r of files.filter((x) => x.published && x.draft)) {
    const id = datoId(r.id);
    const item = current.get(id)!;
    if (!same(r.model, item, r.draft!.fields)) {
      await client.items.update(
        id,
        fieldsToCma(r.model, r.draft!.fields, toCtx, changedFields(r.model, item, r.draft!.fields)),
      );
      updated.add(r.id);
    }
  }
  result.records.updated = [...updated].filter((id) => !createdNow.has(id)).length;
  result.records.unchanged = files.length - result.records.created - result.records.updated;

  // block ids, read back in the order the files hold them
  current = await listAll('current');
  published = await listAll('published');
  for (const r of files) {
    const pairs: [Version | null, ApiTypes.Item | undefined][] = [
      [r.draft ?? r.published, current.get(datoId(r.id))],
      [r.published, published.get(datoId(r.id))],
    ];
    for (const [v, item] of pairs) if (v && item) mapBlockIds(r.model, v.fields, item as unknown as Obj, idMap);
  }
  await writeIdMap(idMapFile, idMap);
  log(
    `Records: ${result.records.created} created, ${result.records.updated} updated, ${result.records.unchanged} unchanged; id map in ${relative(process.cwd(), idMapFile)}.`,
  );
  for (const w of warnings) log(`  warning: ${w}`);
  return result;
}

/** Walks a version's blocks and DatoCMS's nested ones side by side, recording DatoCMS block id → ours. */
function mapBlockIds(model: ModelDef, fields: Obj, attributes: Obj, idMap: IdMap): void {
  const blocksOf = (type: string, v: unknown): Obj[] => {
    if (type === 'rich_text') return Array.isArray(v) ? (v as Obj[]) : [];
    if (type === 'structured_text' && isObj(v)) {
      const list: Obj[] = [];
      const all = new Map(
        [...((v.blocks as Obj[] | undefined) ?? []), ...((v.inlineBlocks as Obj[] | undefined) ?? [])].map((b) => [
          String(b.id),
          b,
        ]),
      );
      const walkNodes = (n: unknown) => {
        if (!isObj(n)) return;
        if ((n.type === 'block' || n.type === 'inlineBlock') && n.item)
          list.push(isObj(n.item) ? n.item : all.get(String(n.item))!);
        for (const c of (n.children as unknown[] | undefined) ?? []) walkNodes(c);
      };
      walkNodes(unwrapDocument(v.document));
      return list;
    }
    return [];
  };
  for (const f of model.fields.filter((x) => x.type === 'rich_text' || x.type === 'structured_text')) {
    const pairs: [unknown, unknown][] = f.localized
      ? LOCALES.map((l) => [(fields[f.apiKey] as Obj | null)?.[l], (attributes[f.apiKey] as Obj | null)?.[l]])
      : [[fields[f.apiKey], attributes[f.apiKey]]];
    for (const [ours, theirs] of pairs) {
      const a = blocksOf(f.type, ours);
      const b = blocksOf(f.type, theirs);
      a.forEach((block, i) => {
        const dato = b[i];
        if (!dato) return;
        idMap.blocks[String(dato.id)] = String(block.id);
        const blockModel = modelByApiKey(String(block.type))!;
        mapBlockIds(blockModel, block, isObj(dato.attributes) ? dato.attributes : dato, idMap);
      });
    }
  }
}

async function main(): Promise<void> {
  const apiToken = process.env.DATOCMS_CMA_TOKEN;
  if (!apiToken) {
    console.error('Set DATOCMS_CMA_TOKEN (a full-access API token: DatoCMS → Project settings → API tokens).');
    process.exit(2);
  }
  const started = Date.now();
  try {
    const r = await runImport({
      apiToken,
      baseUrl: process.env.DATOCMS_CMA_BASE_URL || undefined,
      environment: process.env.DATOCMS_ENVIRONMENT || undefined,
    });
    console.log(
      `Done in ${Math.round((Date.now() - started) / 1000)} s.${r.warnings.length > 0 ? ` ${r.warnings.length} warnings above.` : ''}`,
    );
  } catch (e) {
    console.error(e);
    console.error(
      '\nNothing is lost: run `npm run datocms:import` again; it creates only what is missing and updates what differs.',
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
