/**
 * A local stand-in for DatoCMS's Content Management API, for tests only: a
 * JSON:API server over in-memory collections that answers the requests the real
 * `@datocms/cma-client-node` and `datocms` CLI send, with DatoCMS's status codes,
 * its `api_error` envelope and the validation errors a bad payload gets. Every
 * request is recorded so a test can check what was sent, in which order.
 *
 * Resources are per environment (item types, fields, items, uploads, site
 * settings, plugins), as in DatoCMS; roles, access tokens and webhooks belong to
 * the project. Forks, environment deletion and bulk publication are async jobs
 * answered with 202 and a job result, as DatoCMS does.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateId, isValidId } from '@datocms/cma-client-node';
import { BLOCK_LIST_VALIDATORS, RECORD_LIST_VALIDATORS, VALIDATORS_BY_FIELD_TYPE } from './validators-by-field-type.ts';

type Obj = Record<string, unknown>;
interface Resource {
  id: string;
  type: string;
  attributes: Obj;
  relationships?: Obj;
  meta?: Obj;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  environment: string | null;
  body: unknown;
  status: number;
  /** the JSON answered (null for the upload target and empty answers) */
  response: unknown;
}

interface Environment {
  id: string;
  primary: boolean;
  createdAt: string;
  site: Obj;
  itemTypes: Map<string, Resource>;
  fields: Map<string, Resource>;
  items: Map<string, Resource>;
  uploads: Map<string, Resource>;
  plugins: Map<string, Resource>;
}

class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Obj;
  constructor(status: number, code: string, details: Obj = {}) {
    super(`${code} ${JSON.stringify(details)}`);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

const invalid = (field: string, code: string, extra: Obj = {}) =>
  new ApiError(422, 'INVALID_FIELD', { field, code, ...extra });

const clone = <T>(v: T): T => structuredClone(v);
const now = () => new Date().toISOString();
const rel = (type: string, id: string | null) => ({ data: id === null ? null : { id, type } });

function emptyEnvironment(id: string, primary: boolean, site: Obj): Environment {
  return {
    id,
    primary,
    createdAt: now(),
    site,
    itemTypes: new Map(),
    fields: new Map(),
    items: new Map(),
    uploads: new Map(),
    plugins: new Map(),
  };
}

export interface CmaStub {
  url: string;
  /** every request, in arrival order */
  requests: RecordedRequest[];
  /** the project's full-access token */
  token: string;
  environments: () => { id: string; primary: boolean }[];
  /** reads of the in-memory state, for assertions */
  state: (environment?: string) => {
    site: Obj;
    itemTypes: Resource[];
    fields: Resource[];
    items: Resource[];
    uploads: Resource[];
    plugins: Resource[];
  };
  projectState: () => { roles: Resource[]; accessTokens: Resource[]; webhooks: Resource[] };
  /** the bytes PUT for an upload, by its `path` attribute */
  uploadedFile: (path: string) => Buffer | undefined;
  close: () => Promise<void>;
}

export async function startCmaStub(opts: { token?: string; siteId?: string } = {}): Promise<CmaStub> {
  const token = opts.token ?? 'stub-full-access-token';
  const siteId = opts.siteId ?? '4242';
  const requests: RecordedRequest[] = [];
  const environments = new Map<string, Environment>();
  environments.set(
    'main',
    emptyEnvironment('main', true, {
      name: 'New project',
      // a new DatoCMS project has one locale
      locales: ['en'],
      timezone: 'Europe/London',
      no_index: false,
      global_seo: null,
      favicon: null,
    }),
  );
  const roles = new Map<string, Resource>();
  const accessTokens = new Map<string, Resource>();
  const webhooks = new Map<string, Resource>();
  const jobs = new Map<string, { status: number; payload: unknown }>();
  const pendingUploads = new Map<string, { path: string; received: Buffer | null }>();
  const files = new Map<string, Buffer>();
  let nextId = 1000;
  const numericId = () => String(nextId++);

  for (const [name, attrs] of [
    [
      'Admin',
      { can_edit_schema: true, can_edit_site: true, can_manage_webhooks: true, can_manage_access_tokens: true },
    ],
    ['Editor', {}],
  ] as const) {
    const id = numericId();
    roles.set(id, { id, type: 'role', attributes: { name, ...attrs } });
  }
  const fullAccessId = numericId();
  accessTokens.set(fullAccessId, {
    id: fullAccessId,
    type: 'access_token',
    attributes: {
      name: 'Full-access API token',
      token,
      hardcoded_type: 'admin',
      can_access_cda: true,
      can_access_cda_preview: true,
      can_access_cma: true,
    },
    relationships: { role: rel('role', null) },
  });

  let baseUrl = '';

  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  }

  function send(res: ServerResponse, status: number, body?: unknown): void {
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stub');
    const raw = await readBody(req);
    const entry: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      environment: (req.headers['x-environment'] as string | undefined) ?? null,
      body: null,
      status: 0,
      response: null,
    };
    // the upload target stands for S3: no token, raw bytes
    if (url.pathname.startsWith('/s3/')) {
      entry.body = { bytes: raw.length, contentType: req.headers['content-type'] ?? null };
      const pending = pendingUploads.get(url.pathname);
      // an upload's url serves its bytes, as DatoCMS's asset CDN does
      const stored = files.get(url.pathname.slice('/s3'.length));
      if (req.method === 'GET' && stored) {
        entry.status = 200;
        requests.push(entry);
        res.writeHead(200, { 'Content-Length': stored.length }).end(stored);
        return;
      }
      if (req.method !== 'PUT' || !pending) {
        entry.status = 403;
        requests.push(entry);
        send(res, 403);
        return;
      }
      pending.received = raw;
      files.set(pending.path, raw);
      entry.status = 200;
      requests.push(entry);
      send(res, 200);
      return;
    }
    try {
      const body = raw.length > 0 ? (JSON.parse(raw.toString('utf8')) as unknown) : null;
      entry.body = body;
      const auth = req.headers.authorization ?? '';
      if (auth !== `Bearer ${token}`) throw new ApiError(401, 'INVALID_AUTHORIZATION_HEADER');
      if (req.headers['x-api-version'] !== '3') throw new ApiError(422, 'INVALID_API_VERSION');
      const envId = entry.environment ?? [...environments.values()].find((e) => e.primary)!.id;
      const env = environments.get(envId);
      if (!env) throw new ApiError(404, 'INVALID_ENVIRONMENT', { environment_id: envId });
      const { status, payload } = await route(req.method ?? 'GET', url, body as Obj | null, env);
      entry.status = status;
      entry.response = payload;
      requests.push(entry);
      send(res, status, payload);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(500, 'INTERNAL_ERROR', { message: String(e) });
      entry.status = err.status;
      requests.push(entry);
      send(res, err.status, {
        data: [
          {
            id: randomUUID().slice(0, 6),
            type: 'api_error',
            attributes: { code: err.code, details: err.details, transient: false },
          },
        ],
      });
    }
  }

  const ok = (data: unknown, status = 200) => ({ status, payload: { data } });
  function job(payloadStatus: number, payload: unknown) {
    const id = randomUUID();
    jobs.set(id, { status: payloadStatus, payload });
    return { status: 202, payload: { data: { id, type: 'job' } } };
  }

  function dataOf(body: Obj | null, type: string): Resource {
    const data = body?.data as Resource | undefined;
    if (!data || typeof data !== 'object')
      throw new ApiError(422, 'INVALID_FORMAT', { messages: ['body must have a `data` object'] });
    if (data.type !== type) throw new ApiError(422, 'INVALID_FORMAT', { messages: [`data.type must be "${type}"`] });
    return { ...data, attributes: data.attributes ?? {}, relationships: data.relationships ?? {} };
  }

  function siteResource(env: Environment): Resource {
    return { id: siteId, type: 'site', attributes: clone(env.site), relationships: {} };
  }

  function findItemType(env: Environment, idOrKey: string): Resource {
    const t = env.itemTypes.get(idOrKey) ?? [...env.itemTypes.values()].find((x) => x.attributes.api_key === idOrKey);
    if (!t) throw new ApiError(404, 'NOT_FOUND');
    return t;
  }
  const fieldsOf = (env: Environment, itemTypeId: string) =>
    [...env.fields.values()]
      .filter((f) => (f.relationships!.item_type as { data: { id: string } }).data.id === itemTypeId)
      .sort((a, b) => (a.attributes.position as number) - (b.attributes.position as number));

  function itemTypeView(env: Environment, t: Resource): Resource {
    const v = clone(t);
    v.relationships!.fields = { data: fieldsOf(env, t.id).map((f) => ({ id: f.id, type: 'field' })) };
    return v;
  }

  // ─── validation, as DatoCMS answers it ───────────────────────────────────
  function checkValidators(env: Environment, itemType: Resource, fieldType: string, validators: Obj): void {
    const rules = VALIDATORS_BY_FIELD_TYPE[fieldType];
    if (!rules) throw invalid('field_type', 'VALIDATION_INCLUSION', { value: fieldType });
    for (const key of Object.keys(validators)) {
      if (!rules.allowed.includes(key))
        throw invalid('validators', 'VALIDATION_INVALID', {
          messages: [`validator "${key}" is not allowed on ${fieldType} fields`],
        });
    }
    for (const key of rules.required) {
      if (!(key in validators))
        throw invalid('validators', 'VALIDATION_REQUIRED', {
          messages: [`${fieldType} fields require the "${key}" validator`],
        });
    }
    for (const [key, params] of Object.entries(validators)) {
      if (typeof params !== 'object' || params === null || Array.isArray(params))
        throw invalid('validators', 'VALIDATION_INVALID', { messages: [`"${key}" must be an object`] });
      const p = params as Obj;
      if (BLOCK_LIST_VALIDATORS.includes(key) || RECORD_LIST_VALIDATORS.includes(key)) {
        if (!Array.isArray(p.item_types))
          throw invalid('validators', 'VALIDATION_INVALID', { messages: [`${key}.item_types must be an array`] });
        for (const id of p.item_types as unknown[]) {
          const target = env.itemTypes.get(String(id));
          if (!target)
            throw invalid('validators', 'VALIDATION_INVALID', {
              messages: [`${key}: item type ${String(id)} does not exist`],
            });
          const isBlock = target.attributes.modular_block === true;
          if (BLOCK_LIST_VALIDATORS.includes(key) && !isBlock)
            throw invalid('validators', 'VALIDATION_INVALID', {
              messages: [`${key}: ${String(target.attributes.api_key)} is not a block model`],
            });
          if (RECORD_LIST_VALIDATORS.includes(key) && isBlock)
            throw invalid('validators', 'VALIDATION_INVALID', {
              messages: [`${key}: ${String(target.attributes.api_key)} is a block model`],
            });
        }
      }
      if (key === 'slug_title_field') {
        const title = env.fields.get(String(p.title_field_id));
        if (
          !title ||
          (title.relationships!.item_type as { data: { id: string } }).data.id !== itemType.id ||
          title.attributes.field_type !== 'string'
        ) {
          throw invalid('validators', 'VALIDATION_INVALID', {
            messages: ['slug_title_field.title_field_id must be a string field of the same model'],
          });
        }
      }
      if (key === 'enum' && !Array.isArray(p.values))
        throw invalid('validators', 'VALIDATION_INVALID', { messages: ['enum.values must be an array'] });
      if (
        (key === 'format' || key === 'slug_format') &&
        typeof p.custom_pattern !== 'string' &&
        typeof p.predefined_pattern !== 'string'
      ) {
        throw invalid('validators', 'VALIDATION_INVALID', {
          messages: [`${key} needs custom_pattern or predefined_pattern`],
        });
      }
    }
  }

  function checkApiKey(apiKey: unknown): asserts apiKey is string {
    if (typeof apiKey !== 'string' || !/^[a-z](?:[a-z0-9_]*[a-z0-9])?$/.test(apiKey))
      throw invalid('api_key', 'VALIDATION_FORMAT');
  }

  const localesOf = (env: Environment) => env.site.locales as string[];

  /** Field values of an item: known fields only, localized as objects keyed by the environment's locales, links to existing records. */
  function normalizeItemFields(env: Environment, itemType: Resource, attributes: Obj, previous: Obj | null): Obj {
    const fields = fieldsOf(env, itemType.id);
    const byKey = new Map(fields.map((f) => [f.attributes.api_key as string, f]));
    for (const key of Object.keys(attributes)) {
      if (!byKey.has(key))
        throw invalid(key, 'VALIDATION_UNKNOWN', {
          messages: [`${String(itemType.attributes.api_key)} has no field "${key}"`],
        });
    }
    const out: Obj = previous ? clone(previous) : {};
    for (const f of fields) {
      const key = f.attributes.api_key as string;
      if (!(key in attributes) && previous) continue;
      const value = attributes[key];
      const localized = f.attributes.localized === true;
      if (localized && value !== undefined && value !== null) {
        if (typeof value !== 'object' || Array.isArray(value))
          throw invalid(key, 'VALIDATION_INVALID', { messages: ['a localized field takes an object keyed by locale'] });
        for (const locale of Object.keys(value as Obj)) {
          if (!localesOf(env).includes(locale))
            throw invalid(key, 'VALIDATION_INVALID', { messages: [`"${locale}" is not a locale of this environment`] });
        }
        const perLocale: Obj = {};
        for (const locale of localesOf(env)) perLocale[locale] = storeValue(env, f, (value as Obj)[locale] ?? null);
        out[key] = perLocale;
      } else {
        out[key] = localized
          ? Object.fromEntries(localesOf(env).map((l) => [l, storeValue(env, f, null)]))
          : storeValue(env, f, value ?? null);
      }
      const required = (f.attributes.validators as Obj).required !== undefined;
      if (required) {
        const values = localized ? [(out[key] as Obj)[localesOf(env)[0]!]] : [out[key]];
        if (values.some((v) => v === null || v === '' || (Array.isArray(v) && v.length === 0)))
          throw invalid(key, 'VALIDATION_REQUIRED');
      }
    }
    return out;
  }

  /** Stores one field value: blocks become block records (their ids in the value), links must exist. */
  function storeValue(env: Environment, f: Resource, value: unknown): unknown {
    const type = f.attributes.field_type as string;
    const key = f.attributes.api_key as string;
    const mustExist = (id: unknown) => {
      if (typeof id !== 'string' || !env.items.has(id) || isBlockItem(env, id))
        throw invalid(key, 'VALIDATION_INVALID', { messages: [`linked record ${String(id)} does not exist`] });
      return id;
    };
    switch (type) {
      case 'link':
        return value === null ? null : mustExist(value);
      case 'links':
        return value === null ? [] : (value as unknown[]).map(mustExist);
      case 'rich_text':
        return value === null ? [] : (value as unknown[]).map((b) => storeBlock(env, b));
      case 'structured_text': {
        if (value === null) return null;
        const v = clone(value as Obj);
        if (v.schema !== 'dast' || typeof v.document !== 'object')
          throw invalid(key, 'VALIDATION_INVALID', { messages: ['structured text must be a dast document'] });
        walk(v.document, (node) => {
          if (node.type === 'block' || node.type === 'inlineBlock') node.item = storeBlock(env, node.item);
          if (node.type === 'itemLink' || node.type === 'inlineItem') mustExist(node.item);
        });
        return v;
      }
      case 'file':
        if (value === null) return null;
        if (!env.uploads.has(String((value as Obj).upload_id)))
          throw invalid(key, 'VALIDATION_INVALID', {
            messages: [`upload ${String((value as Obj).upload_id)} does not exist`],
          });
        return { alt: null, title: null, custom_data: {}, focal_point: null, ...(value as Obj) };
      case 'gallery':
        if (value === null) return [];
        return (value as Obj[]).map((v) => {
          if (!env.uploads.has(String(v.upload_id)))
            throw invalid(key, 'VALIDATION_INVALID', { messages: [`upload ${String(v.upload_id)} does not exist`] });
          return { alt: null, title: null, custom_data: {}, focal_point: null, ...v };
        });
      case 'json':
        if (value !== null && typeof value !== 'string')
          throw invalid(key, 'VALIDATION_INVALID', { messages: ['a json field takes a JSON string'] });
        if (typeof value === 'string') JSON.parse(value);
        return value;
      case 'seo':
        if (value !== null && (value as Obj).image != null && !env.uploads.has(String((value as Obj).image)))
          throw invalid(key, 'VALIDATION_INVALID', { messages: ['seo image does not exist'] });
        return value;
      default:
        return value;
    }
  }

  const isBlockItem = (env: Environment, id: string) => {
    const item = env.items.get(id);
    return item
      ? findItemType(env, (item.relationships!.item_type as { data: { id: string } }).data.id).attributes
          .modular_block === true
      : false;
  };

  /** A block in a request: an id (kept as is), or an item object (created, or updated when it has an id). */
  function storeBlock(env: Environment, block: unknown): string {
    if (typeof block === 'string') {
      if (!env.items.has(block))
        throw invalid('blocks', 'VALIDATION_INVALID', { messages: [`block ${block} does not exist`] });
      return block;
    }
    const b = block as Resource;
    if (b?.type !== 'item')
      throw invalid('blocks', 'VALIDATION_INVALID', {
        messages: ['a block must be an item object (buildBlockRecord) or an id'],
      });
    const typeId = (b.relationships?.item_type as { data?: { id?: string } } | undefined)?.data?.id;
    const existing = b.id ? env.items.get(b.id) : undefined;
    const itemType = findItemType(
      env,
      typeId ?? (existing?.relationships!.item_type as { data: { id: string } } | undefined)?.data.id ?? '',
    );
    if (itemType.attributes.modular_block !== true)
      throw invalid('blocks', 'VALIDATION_INVALID', {
        messages: [`${String(itemType.attributes.api_key)} is not a block model`],
      });
    const id = existing ? existing.id : generateId();
    const fields = normalizeItemFields(env, itemType, b.attributes ?? {}, existing ? existing.attributes : null);
    env.items.set(id, {
      id,
      type: 'item',
      attributes: fields,
      relationships: { item_type: rel('item_type', itemType.id) },
      meta: { created_at: now(), updated_at: now() },
    });
    return id;
  }

  function walk(node: unknown, visit: (n: Obj) => void): void {
    if (typeof node !== 'object' || node === null) return;
    visit(node as Obj);
    for (const c of ((node as Obj).children as unknown[] | undefined) ?? []) walk(c, visit);
  }

  /** An item as the CMA shows it: blocks as ids, or (nested) as whole items. */
  function itemView(env: Environment, item: Resource, version: 'current' | 'published', nested: boolean): Resource {
    const meta = item.meta as Obj;
    const source =
      version === 'published' && meta.published_attributes ? (meta.published_attributes as Obj) : item.attributes;
    const view: Resource = {
      id: item.id,
      type: 'item',
      attributes: clone(source),
      relationships: clone(item.relationships),
      meta: { ...meta, published_attributes: undefined },
    };
    delete view.meta!.published_attributes;
    if (nested) {
      const itemType = findItemType(env, (item.relationships!.item_type as { data: { id: string } }).data.id);
      for (const f of fieldsOf(env, itemType.id)) {
        const key = f.attributes.api_key as string;
        const expand = (v: unknown): unknown => {
          if (f.attributes.field_type === 'rich_text')
            return ((v as string[] | null) ?? []).map((id) => itemView(env, env.items.get(id)!, 'current', true));
          if (f.attributes.field_type === 'structured_text' && v) {
            const c = clone(v as Obj);
            walk(c.document, (n) => {
              if ((n.type === 'block' || n.type === 'inlineBlock') && typeof n.item === 'string')
                n.item = itemView(env, env.items.get(n.item)!, 'current', true);
            });
            return c;
          }
          return v;
        };
        const value = view.attributes[key];
        view.attributes[key] =
          f.attributes.localized === true && value
            ? Object.fromEntries(Object.entries(value as Obj).map(([l, v]) => [l, expand(v)]))
            : expand(value);
      }
    }
    return view;
  }

  // ─── routes ──────────────────────────────────────────────────────────────
  async function route(
    method: string,
    url: URL,
    body: Obj | null,
    env: Environment,
  ): Promise<{ status: number; payload: unknown }> {
    const p = url.pathname;
    const q = url.searchParams;
    let m: RegExpMatchArray | null;

    if (method === 'GET' && (m = p.match(/^\/job-results\/([^/]+)$/))) {
      const j = jobs.get(m[1]!);
      if (!j) throw new ApiError(404, 'NOT_FOUND');
      return ok({ id: m[1], type: 'job_result', attributes: { status: j.status, payload: j.payload } });
    }

    // site settings (per environment)
    if (p === '/site' && method === 'GET') return ok(siteResource(env));
    if (p === '/site' && method === 'PUT') {
      const data = dataOf(body, 'site');
      const a = data.attributes;
      if ('locales' in a) {
        const locales = a.locales;
        if (
          !Array.isArray(locales) ||
          locales.length === 0 ||
          locales.some((l) => typeof l !== 'string' || !/^[a-z]{2}(-[A-Z]{2})?$/.test(l))
        )
          throw invalid('locales', 'VALIDATION_INVALID');
      }
      if (a.favicon != null && !env.uploads.has(String(a.favicon)))
        throw invalid('favicon', 'VALIDATION_INVALID', { messages: ['favicon must be an upload id'] });
      if (a.global_seo != null)
        checkGlobalSeo(env, a.global_seo as Obj, (a.locales as string[] | undefined) ?? localesOf(env));
      Object.assign(env.site, clone(a));
      return ok(siteResource(env));
    }

    // environments
    if (p === '/environments' && method === 'GET') return ok([...environments.values()].map(envResource));
    if ((m = p.match(/^\/environments\/([^/]+)$/)) && method === 'GET') {
      const e = environments.get(m[1]!);
      if (!e) throw new ApiError(404, 'NOT_FOUND');
      return ok(envResource(e));
    }
    if ((m = p.match(/^\/environments\/([^/]+)\/fork$/)) && method === 'POST') {
      const source = environments.get(m[1]!);
      if (!source) throw new ApiError(404, 'NOT_FOUND');
      const data = dataOf(body, 'environment');
      const newId = data.id;
      if (typeof newId !== 'string' || !/^[a-z0-9-]+$/.test(newId)) throw invalid('id', 'VALIDATION_FORMAT');
      if (environments.has(newId)) throw invalid('name', 'VALIDATION_UNIQUENESS');
      const copy: Environment = {
        ...structuredClone({
          ...source,
          itemTypes: source.itemTypes,
          fields: source.fields,
          items: source.items,
          uploads: source.uploads,
          plugins: source.plugins,
        }),
        id: newId,
        primary: false,
        createdAt: now(),
      };
      environments.set(newId, copy);
      return job(200, { data: envResource(copy) });
    }
    if ((m = p.match(/^\/environments\/([^/]+)\/promote$/)) && method === 'PUT') {
      const target = environments.get(m[1]!);
      if (!target) throw new ApiError(404, 'NOT_FOUND');
      for (const e of environments.values()) e.primary = e === target;
      return ok(envResource(target));
    }
    if ((m = p.match(/^\/environments\/([^/]+)$/)) && method === 'DELETE') {
      const target = environments.get(m[1]!);
      if (!target) throw new ApiError(404, 'NOT_FOUND');
      if (target.primary) throw new ApiError(422, 'PRIMARY_ENVIRONMENT_CANNOT_BE_DESTROYED');
      environments.delete(target.id);
      return job(200, { data: envResource(target) });
    }

    // item types and fields
    if (p === '/item-types' && method === 'GET')
      return ok([...env.itemTypes.values()].map((t) => itemTypeView(env, t)));
    if (p === '/item-types' && method === 'POST') {
      const data = dataOf(body, 'item_type');
      const a = data.attributes;
      checkApiKey(a.api_key);
      if (typeof a.name !== 'string' || a.name === '') throw invalid('name', 'VALIDATION_REQUIRED');
      if ([...env.itemTypes.values()].some((t) => t.attributes.api_key === a.api_key))
        throw invalid('api_key', 'VALIDATION_UNIQUENESS');
      if (
        a.modular_block === true &&
        (a.singleton === true || a.sortable === true || a.tree === true || a.draft_mode_active === true)
      ) {
        throw invalid('modular_block', 'VALIDATION_INVALID', {
          messages: ['a block model cannot be a singleton, sortable, a tree or have drafts'],
        });
      }
      const id = numericId();
      const t: Resource = {
        id,
        type: 'item_type',
        attributes: {
          singleton: false,
          sortable: false,
          modular_block: false,
          tree: false,
          draft_mode_active: false,
          all_locales_required: false,
          hint: null,
          ...clone(a),
        },
        relationships: {
          title_field: rel('field', null),
          image_preview_field: rel('field', null),
          singleton_item: rel('item', null),
        },
      };
      env.itemTypes.set(id, t);
      return ok(itemTypeView(env, t), 201);
    }
    if ((m = p.match(/^\/item-types\/([^/]+)$/)) && method === 'GET')
      return ok(itemTypeView(env, findItemType(env, m[1]!)));
    if ((m = p.match(/^\/item-types\/([^/]+)$/)) && method === 'PUT') {
      const t = findItemType(env, m[1]!);
      const data = dataOf(body, 'item_type');
      for (const [relName, fieldTypes] of [
        ['title_field', ['string']],
        ['image_preview_field', ['file', 'gallery']],
      ] as const) {
        const r = data.relationships?.[relName] as { data: { id: string } | null } | undefined;
        if (!r) continue;
        if (r.data) {
          const f = env.fields.get(r.data.id);
          if (
            !f ||
            (f.relationships!.item_type as { data: { id: string } }).data.id !== t.id ||
            !(fieldTypes as readonly string[]).includes(f.attributes.field_type as string)
          ) {
            throw invalid(relName, 'VALIDATION_INVALID', {
              messages: [`${relName} must be a ${fieldTypes.join(' or ')} field of this model`],
            });
          }
        }
        t.relationships![relName] = rel('field', r.data?.id ?? null);
      }
      Object.assign(t.attributes, clone(data.attributes));
      return ok(itemTypeView(env, t));
    }
    if ((m = p.match(/^\/item-types\/([^/]+)\/fields$/)) && method === 'GET')
      return ok(fieldsOf(env, findItemType(env, m[1]!).id));
    if (p === '/fields' && method === 'GET') return ok([...env.fields.values()]);
    if ((m = p.match(/^\/item-types\/([^/]+)\/fields$/)) && method === 'POST') {
      const t = findItemType(env, m[1]!);
      const data = dataOf(body, 'field');
      const a = data.attributes;
      checkApiKey(a.api_key);
      if (typeof a.label !== 'string' || a.label === '') throw invalid('label', 'VALIDATION_REQUIRED');
      if (fieldsOf(env, t.id).some((f) => f.attributes.api_key === a.api_key))
        throw invalid('api_key', 'VALIDATION_UNIQUENESS');
      if (t.attributes.modular_block === true && a.localized === true)
        throw invalid('localized', 'VALIDATION_INVALID', { messages: ['fields of a block model cannot be localized'] });
      checkValidators(env, t, String(a.field_type), (a.validators as Obj | undefined) ?? {});
      if (
        env.items.size > 0 &&
        [...env.items.values()].some((i) => (i.relationships!.item_type as { data: { id: string } }).data.id === t.id)
      ) {
        // adding a field to a model with records would need a data migration; the setup never does it
        throw new ApiError(422, 'ITEM_TYPE_HAS_RECORDS');
      }
      const id = numericId();
      const f: Resource = {
        id,
        type: 'field',
        attributes: {
          localized: false,
          validators: {},
          hint: null,
          default_value: null,
          appearance: { editor: 'default', parameters: {}, addons: [] },
          position: fieldsOf(env, t.id).length + 1,
          ...clone(a),
        },
        relationships: { item_type: rel('item_type', t.id), fieldset: rel('fieldset', null) },
      };
      env.fields.set(id, f);
      return ok(f, 201);
    }

    // uploads
    if (p === '/upload-requests' && method === 'POST') {
      const data = dataOf(body, 'upload_request');
      const filename = String(data.attributes.filename ?? '');
      if (filename === '') throw invalid('filename', 'VALIDATION_REQUIRED');
      const id = `/${siteId}/${Date.now()}-${numericId()}-${filename}`;
      pendingUploads.set(`/s3${id}`, { path: id, received: null });
      return ok({ id, type: 'upload_request', attributes: { url: `${baseUrl}/s3${id}`, request_headers: {} } }, 201);
    }
    if (p === '/uploads' && method === 'GET') {
      let list = [...env.uploads.values()];
      const md5 = q.get('filter[fields][md5][eq]');
      if (md5) list = list.filter((u) => u.attributes.md5 === md5);
      return page(list, q);
    }
    if (p === '/uploads' && method === 'POST') {
      const data = dataOf(body, 'upload');
      const path = String(data.attributes.path ?? '');
      const pending = pendingUploads.get(`/s3${path}`);
      if (!pending?.received)
        throw invalid('path', 'VALIDATION_INVALID', { messages: ['no file was uploaded to this path'] });
      checkDefaultFieldMetadata(env, data.attributes.default_field_metadata as Obj | undefined);
      if (data.id !== undefined && (typeof data.id !== 'string' || !isValidId(data.id)))
        throw invalid('id', 'VALIDATION_INVALID', { messages: ['not a valid DatoCMS id'] });
      if (data.id && env.uploads.has(data.id)) throw invalid('id', 'VALIDATION_UNIQUENESS');
      const id = data.id ?? generateId();
      const bytes = pending.received;
      const filename = path
        .split('/')
        .pop()!
        .replace(/^\d+-\d+-/, '');
      const u: Resource = {
        id,
        type: 'upload',
        attributes: {
          url: `${baseUrl}/s3${path}`,
          filename,
          basename: filename.replace(/\.[^.]+$/, ''),
          format: filename.split('.').pop() ?? null,
          size: bytes.length,
          md5: createHash('md5').update(bytes).digest('hex'),
          mime_type: null,
          copyright: null,
          author: null,
          notes: null,
          tags: [],
          default_field_metadata: { alt: {}, title: {}, custom_data: {}, focal_point: null },
          ...clone({ ...data.attributes, path }),
        },
        relationships: { upload_collection: rel('upload_collection', null) },
      };
      const defaults = u.attributes.default_field_metadata as Obj;
      u.attributes.default_field_metadata = { alt: {}, title: {}, custom_data: {}, focal_point: null, ...defaults };
      env.uploads.set(id, u);
      // DatoCMS creates an upload in an async job
      return job(201, { data: u });
    }
    if ((m = p.match(/^\/uploads\/([^/]+)$/)) && method === 'GET') {
      const u = env.uploads.get(m[1]!);
      if (!u) throw new ApiError(404, 'NOT_FOUND');
      return ok(u);
    }
    if ((m = p.match(/^\/uploads\/([^/]+)$/)) && method === 'PUT') {
      const u = env.uploads.get(m[1]!);
      if (!u) throw new ApiError(404, 'NOT_FOUND');
      const data = dataOf(body, 'upload');
      checkDefaultFieldMetadata(env, data.attributes.default_field_metadata as Obj | undefined);
      const { default_field_metadata: meta, ...rest } = clone(data.attributes);
      Object.assign(u.attributes, rest);
      // missing keys keep their stored values
      if (meta)
        u.attributes.default_field_metadata = { ...(u.attributes.default_field_metadata as Obj), ...(meta as Obj) };
      return job(200, { data: u });
    }

    // items
    if (p === '/items' && method === 'GET') {
      let list = [...env.items.values()].filter((i) => !isBlockItem(env, i.id));
      const type = q.get('filter[type]');
      if (type) {
        const ids = type.split(',').map((t) => findItemType(env, t).id);
        list = list.filter((i) => ids.includes((i.relationships!.item_type as { data: { id: string } }).data.id));
      }
      const ids = q.get('filter[ids]');
      if (ids) list = list.filter((i) => ids.split(',').includes(i.id));
      const version = q.get('version') === 'published' ? 'published' : 'current';
      if (version === 'published') list = list.filter((i) => (i.meta as Obj).published_attributes);
      return page(
        list.map((i) => itemView(env, i, version, q.get('nested') === 'true')),
        q,
      );
    }
    if (p === '/items' && method === 'POST') {
      const data = dataOf(body, 'item');
      const typeId = (data.relationships?.item_type as { data?: { id?: string } } | undefined)?.data?.id;
      if (!typeId) throw invalid('item_type', 'VALIDATION_REQUIRED');
      const itemType = findItemType(env, typeId);
      if (itemType.attributes.modular_block === true)
        throw invalid('item_type', 'VALIDATION_INVALID', {
          messages: ['blocks are created inside the record that holds them'],
        });
      if (data.id !== undefined && (typeof data.id !== 'string' || !isValidId(data.id)))
        throw invalid('id', 'VALIDATION_INVALID', { messages: ['not a valid DatoCMS id'] });
      if (data.id && env.items.has(data.id)) throw invalid('id', 'VALIDATION_UNIQUENESS');
      if (
        itemType.attributes.singleton === true &&
        [...env.items.values()].some(
          (i) => (i.relationships!.item_type as { data: { id: string } }).data.id === itemType.id,
        )
      ) {
        throw new ApiError(422, 'ITEM_TYPE_SINGLETON_ALREADY_HAS_ITEM');
      }
      const { position, ...attributes } = data.attributes;
      const fields = normalizeItemFields(env, itemType, attributes, null);
      if (itemType.attributes.sortable === true)
        fields.position =
          typeof position === 'number'
            ? position
            : [...env.items.values()].filter(
                (i) => (i.relationships!.item_type as { data: { id: string } }).data.id === itemType.id,
              ).length + 1;
      else if (position !== undefined)
        throw invalid('position', 'VALIDATION_INVALID', {
          messages: ['only records of sortable models have a position'],
        });
      const id = data.id ?? generateId();
      const meta = (data.meta ?? {}) as Obj;
      const draft = itemType.attributes.draft_mode_active === true;
      const item: Resource = {
        id,
        type: 'item',
        attributes: fields,
        relationships: { item_type: rel('item_type', itemType.id) },
        meta: {
          created_at: (meta.created_at as string | undefined) ?? now(),
          updated_at: now(),
          published_at: draft ? null : now(),
          first_published_at: (meta.first_published_at as string | undefined) ?? (draft ? null : now()),
          status: draft ? 'draft' : 'published',
          is_valid: true,
          current_version: randomUUID(),
          published_attributes: draft ? null : clone(fields),
        },
      };
      env.items.set(id, item);
      if (itemType.attributes.singleton === true) itemType.relationships!.singleton_item = rel('item', id);
      return ok(itemView(env, item, 'current', false), 201);
    }
    if ((m = p.match(/^\/items\/([^/]+)$/)) && method === 'GET') {
      const item = env.items.get(m[1]!);
      if (!item) throw new ApiError(404, 'NOT_FOUND');
      return ok(
        itemView(env, item, q.get('version') === 'published' ? 'published' : 'current', q.get('nested') === 'true'),
      );
    }
    if ((m = p.match(/^\/items\/([^/]+)$/)) && method === 'PUT') {
      const item = env.items.get(m[1]!);
      if (!item) throw new ApiError(404, 'NOT_FOUND');
      const data = dataOf(body, 'item');
      const itemType = findItemType(env, (item.relationships!.item_type as { data: { id: string } }).data.id);
      const { position, ...attributes } = data.attributes;
      item.attributes = normalizeItemFields(env, itemType, attributes, item.attributes);
      if (typeof position === 'number' && itemType.attributes.sortable === true) item.attributes.position = position;
      const meta = item.meta as Obj;
      // only created_at and first_published_at can be set; DatoCMS keeps the other dates itself
      for (const k of ['created_at', 'first_published_at'] as const)
        if (typeof (data.meta as Obj | undefined)?.[k] === 'string') meta[k] = (data.meta as Obj)[k];
      meta.updated_at = now();
      if (itemType.attributes.draft_mode_active === true) meta.status = meta.published_attributes ? 'updated' : 'draft';
      else meta.published_attributes = clone(item.attributes);
      return ok(itemView(env, item, 'current', false));
    }
    if ((m = p.match(/^\/items\/([^/]+)\/publish$/)) && method === 'PUT') {
      const item = env.items.get(m[1]!);
      if (!item) throw new ApiError(404, 'NOT_FOUND');
      publish(env, item);
      return ok(itemView(env, item, 'current', false));
    }
    if (p === '/items/bulk/publish' && method === 'POST') {
      const data = dataOf(body, 'item_bulk_publish_operation');
      const list = ((data.relationships?.items as { data: { id: string }[] } | undefined)?.data ?? []).map((r) =>
        env.items.get(r.id),
      );
      if (list.some((i) => !i)) throw invalid('items', 'VALIDATION_INVALID', { messages: ['unknown record'] });
      for (const i of list) publish(env, i!);
      return job(200, { data: [] });
    }

    // plugins (per environment)
    if (p === '/plugins' && method === 'GET') return ok([...env.plugins.values()]);
    if (p === '/plugins' && method === 'POST') {
      const data = dataOf(body, 'plugin');
      const a = data.attributes;
      if (!a.package_name && !a.url) throw invalid('package_name', 'VALIDATION_REQUIRED');
      if (a.package_name && [...env.plugins.values()].some((pl) => pl.attributes.package_name === a.package_name))
        throw invalid('package_name', 'VALIDATION_UNIQUENESS');
      const id = generateId();
      const pl: Resource = {
        id,
        type: 'plugin',
        attributes: { name: a.name ?? a.package_name, package_name: null, url: null, parameters: {}, ...clone(a) },
      };
      env.plugins.set(id, pl);
      return ok(pl, 201);
    }
    if ((m = p.match(/^\/plugins\/([^/]+)$/)) && method === 'PUT') {
      const pl = env.plugins.get(m[1]!);
      if (!pl) throw new ApiError(404, 'NOT_FOUND');
      Object.assign(pl.attributes, clone(dataOf(body, 'plugin').attributes));
      return ok(pl);
    }

    // project-level: roles, access tokens, webhooks
    if (p === '/roles' && method === 'GET') return ok([...roles.values()]);
    if (p === '/roles' && method === 'POST') {
      const data = dataOf(body, 'role');
      if (typeof data.attributes.name !== 'string') throw invalid('name', 'VALIDATION_REQUIRED');
      if ([...roles.values()].some((r) => r.attributes.name === data.attributes.name))
        throw invalid('name', 'VALIDATION_UNIQUENESS');
      const id = numericId();
      const r: Resource = { id, type: 'role', attributes: clone(data.attributes) };
      roles.set(id, r);
      return ok(r, 201);
    }
    if (p === '/access_tokens' && method === 'GET') return ok([...accessTokens.values()]);
    if (p === '/access_tokens' && method === 'POST') {
      const data = dataOf(body, 'access_token');
      const a = data.attributes;
      for (const k of ['can_access_cda', 'can_access_cda_preview', 'can_access_cma'])
        if (typeof a[k] !== 'boolean') throw invalid(k, 'VALIDATION_REQUIRED');
      const roleId = (data.relationships?.role as { data?: { id?: string } } | undefined)?.data?.id;
      if (!roleId || !roles.has(roleId)) throw invalid('role', 'VALIDATION_REQUIRED');
      const id = numericId();
      const t: Resource = {
        id,
        type: 'access_token',
        attributes: { ...clone(a), token: randomUUID().replace(/-/g, ''), hardcoded_type: null },
        relationships: { role: rel('role', roleId) },
      };
      accessTokens.set(id, t);
      return ok(t, 201);
    }
    if (p === '/webhooks' && method === 'GET') return ok([...webhooks.values()]);
    if (p === '/webhooks' && method === 'POST') {
      const data = dataOf(body, 'webhook');
      const a = data.attributes;
      for (const k of ['name', 'url', 'headers', 'events'])
        if (a[k] === undefined) throw invalid(k, 'VALIDATION_REQUIRED');
      if (!/^https?:\/\//.test(String(a.url))) throw invalid('url', 'VALIDATION_FORMAT');
      const id = numericId();
      const w: Resource = {
        id,
        type: 'webhook',
        attributes: {
          enabled: true,
          payload_api_version: '3',
          nested_items_in_payload: false,
          auto_retry: true,
          ...clone(a),
        },
      };
      webhooks.set(id, w);
      return ok(w, 201);
    }
    if ((m = p.match(/^\/webhooks\/([^/]+)$/)) && method === 'PUT') {
      const w = webhooks.get(m[1]!);
      if (!w) throw new ApiError(404, 'NOT_FOUND');
      Object.assign(w.attributes, clone(dataOf(body, 'webhook').attributes));
      return ok(w);
    }

    throw new ApiError(404, 'NOT_FOUND', { method, path: p });
  }

  function publish(env: Environment, item: Resource): void {
    const meta = item.meta as Obj;
    const at = now();
    meta.published_at = at;
    meta.first_published_at ??= at;
    meta.status = 'published';
    meta.published_attributes = clone(item.attributes);
  }

  function checkGlobalSeo(env: Environment, seo: Obj, locales: string[]): void {
    // a project with several locales keeps one set of settings a locale
    const perLocale = locales.length > 1 ? locales.map((l) => seo[l] as Obj | undefined) : [seo];
    for (const s of perLocale) {
      if (!s || typeof s !== 'object')
        throw invalid('global_seo', 'VALIDATION_INVALID', {
          messages: ['global_seo must be keyed by locale in a multi-locale project'],
        });
      const image = (s.fallback_seo as Obj | undefined)?.image;
      if (image != null && !env.uploads.has(String(image)))
        throw invalid('global_seo', 'VALIDATION_INVALID', { messages: ['fallback_seo.image must be an upload id'] });
    }
  }

  /** The field-keyed shape (`alt`, `title`, `custom_data` keyed by locale), as the client's types describe it. */
  function checkDefaultFieldMetadata(env: Environment, meta: Obj | undefined): void {
    if (!meta) return;
    for (const [key, perLocale] of Object.entries(meta)) {
      if (key === 'focal_point') continue;
      if (!['alt', 'title', 'custom_data'].includes(key) || typeof perLocale !== 'object' || perLocale === null) {
        throw invalid('default_field_metadata', 'VALIDATION_INVALID', { messages: [`unexpected "${key}"`] });
      }
      for (const locale of Object.keys(perLocale)) {
        if (!localesOf(env).includes(locale))
          throw invalid('default_field_metadata', 'VALIDATION_INVALID', {
            messages: [`"${locale}" is not a locale of this environment`],
          });
      }
    }
  }

  function page(list: unknown[], q: URLSearchParams) {
    const offset = Number(q.get('page[offset]') ?? 0);
    const limit = Number(q.get('page[limit]') ?? 30);
    if (limit > 500) throw new ApiError(422, 'INVALID_FIELD', { field: 'page[limit]', code: 'VALIDATION_INVALID' });
    return { status: 200, payload: { data: list.slice(offset, offset + limit), meta: { total_count: list.length } } };
  }

  function envResource(e: Environment): Resource {
    return {
      id: e.id,
      type: 'environment',
      attributes: {},
      meta: {
        status: 'ready',
        primary: e.primary,
        created_at: e.createdAt,
        read_only_mode: false,
        last_data_change_at: now(),
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const envOrThrow = (id?: string) => {
    const e = id ? environments.get(id) : [...environments.values()].find((x) => x.primary);
    if (!e) throw new Error(`no environment ${id ?? '(primary)'}`);
    return e;
  };

  return {
    url: baseUrl,
    requests,
    token,
    environments: () => [...environments.values()].map((e) => ({ id: e.id, primary: e.primary })),
    state: (id) => {
      const e = envOrThrow(id);
      return {
        site: clone(e.site),
        itemTypes: [...e.itemTypes.values()].map((t) => itemTypeView(e, t)),
        fields: clone([...e.fields.values()]),
        items: clone([...e.items.values()]),
        uploads: clone([...e.uploads.values()]),
        plugins: clone([...e.plugins.values()]),
      };
    },
    projectState: () => ({
      roles: clone([...roles.values()]),
      accessTokens: clone([...accessTokens.values()]),
      webhooks: clone([...webhooks.values()]),
    }),
    uploadedFile: (path) => files.get(path),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
