/**
 * `npm run datocms:setup` against the local CMA stub, through DatoCMS's own
 * client and CLI: what an empty project ends up with, the order of the calls,
 * a second run that writes nothing, a project whose schema differs, and the
 * model rebuilt from the recorded requests deriving graphql/schema.graphql.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildClient } from '@datocms/cma-client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSchemaSdl } from '../../cms/engine/schema-sdl.ts';
import { MODELS } from '../../cms/model/models.ts';
import { startCmaStub, type CmaStub, type RecordedRequest } from './cma-stub/cma-stub.ts';
import { modelFromCma, type CmaField, type CmaItemType } from './cma-to-model.ts';
import { runSetup, SchemaDifferenceError, type SetupResult } from './setup.ts';
import { checkRequestBodiesAgainstClientTypes } from './request-types-check.ts';

const SITE_URL = 'https://shopping.example';
const writes = (rs: RecordedRequest[]) => rs.filter((r) => r.method !== 'GET');
const data = (r: RecordedRequest) =>
  (r.body as { data: { id?: string; attributes: Record<string, unknown>; relationships?: Record<string, unknown> } })
    .data;
const responseId = (r: RecordedRequest) => (r.response as { data: { id: string } }).data.id;

/** The model as the recorded requests built it: item types and fields created, in order. */
function modelFromRequests(requests: RecordedRequest[]) {
  const itemTypes: CmaItemType[] = [];
  const fields: CmaField[] = [];
  for (const r of requests) {
    if (r.status >= 300) continue;
    if (r.method === 'POST' && r.path === '/item-types') {
      const a = data(r).attributes;
      itemTypes.push({
        id: responseId(r),
        api_key: a.api_key as string,
        name: a.name as string,
        singleton: a.singleton as boolean,
        sortable: a.sortable as boolean,
        modular_block: a.modular_block as boolean,
      });
    }
    const m = r.path.match(/^\/item-types\/([^/]+)\/fields$/);
    if (r.method === 'POST' && m) {
      const a = data(r).attributes;
      fields.push({
        id: responseId(r),
        itemTypeId: m[1]!,
        api_key: a.api_key as string,
        field_type: a.field_type as string,
        localized: a.localized as boolean,
        hint: a.hint as string | null,
        position: a.position as number,
        validators: a.validators as CmaField['validators'],
      });
    }
  }
  return modelFromCma(itemTypes, fields);
}

describe('datocms:setup on an empty project', () => {
  let stub: CmaStub;
  let first: SetupResult;
  let firstRequests: RecordedRequest[];
  const log: string[] = [];

  beforeAll(async () => {
    stub = await startCmaStub();
    first = await runSetup({
      apiToken: stub.token,
      baseUrl: stub.url,
      siteUrl: SITE_URL,
      sandbox: 'site-setup-1',
      log: (l) => log.push(l),
    });
    firstRequests = [...stub.requests];
  }, 120_000);
  afterAll(() => stub?.close());

  it('forks the primary into a sandbox, builds everything there, then promotes it', () => {
    expect(first.changed).toBe(true);
    expect(stub.environments()).toEqual(
      expect.arrayContaining([
        { id: 'main', primary: false },
        { id: 'site-setup-1', primary: true },
      ]),
    );
    // the old primary was never written to: the fork came first and every later write names the sandbox
    const fork = firstRequests.findIndex((r) => r.method === 'POST' && r.path === '/environments/main/fork');
    expect(fork).toBeGreaterThan(-1);
    const envWrites = writes(firstRequests).filter(
      (r) =>
        !['/access_tokens', '/roles', '/webhooks'].includes(r.path) &&
        !r.path.startsWith('/s3/') &&
        !r.path.startsWith('/environments/'),
    );
    expect(envWrites.length).toBeGreaterThan(200);
    expect(envWrites.every((r) => r.environment === 'site-setup-1')).toBe(true);
    expect(
      firstRequests.findIndex((r) => r.method === 'PUT' && r.path === '/environments/site-setup-1/promote'),
    ).toBeGreaterThan(fork);
    expect(stub.state('main').itemTypes).toHaveLength(0);
  });

  it('creates every model and field of cms/model, with drafts on, in an order DatoCMS accepts', () => {
    const state = stub.state();
    expect(state.itemTypes).toHaveLength(MODELS.length);
    expect(state.fields).toHaveLength(MODELS.reduce((n, m) => n + m.fields.length, 0));
    for (const t of state.itemTypes)
      expect(t.attributes.draft_mode_active, String(t.attributes.api_key)).toBe(t.attributes.modular_block !== true);
    // all models exist before the first field (links and blocks name them), and a slug comes after its title field
    const creates = writes(firstRequests).filter(
      (r) => r.method === 'POST' && (r.path === '/item-types' || r.path.endsWith('/fields')),
    );
    const lastType = creates.map((r) => r.path).lastIndexOf('/item-types');
    const firstField = creates.findIndex((r) => r.path.endsWith('/fields'));
    expect(lastType).toBeLessThan(firstField);
    const blockCreates = creates.filter((r) => r.path === '/item-types').map((r) => data(r).attributes.modular_block);
    expect(blockCreates.indexOf(false)).toBe(MODELS.filter((m) => m.block).length);
    // every request was accepted: the stub answers 422 to a validator that names a model not created yet
    expect(firstRequests.filter((r) => r.status >= 400)).toEqual([]);
  });

  it('makes structured-text links fail rather than leave a link the renderer cannot resolve', () => {
    const st = stub.state().fields.filter((f) => f.attributes.field_type === 'structured_text');
    expect(st.length).toBeGreaterThan(5);
    for (const f of st) {
      expect((f.attributes.validators as Record<string, Record<string, unknown>>).structured_text_links).toMatchObject({
        on_publish_with_unpublished_references_strategy: 'fail',
        on_reference_unpublish_strategy: 'fail',
        on_reference_delete_strategy: 'fail',
      });
    }
  });

  it('sets title and image preview fields', () => {
    const state = stub.state();
    const store = state.itemTypes.find((t) => t.attributes.api_key === 'store')!;
    const fieldKey = (rel: unknown) =>
      state.fields.find((f) => f.id === (rel as { data: { id: string } | null }).data?.id)?.attributes.api_key;
    expect(fieldKey(store.relationships!.title_field)).toBe('name');
    expect(fieldKey(store.relationships!.image_preview_field)).toBe('logo');
    const article = state.itemTypes.find((t) => t.attributes.api_key === 'article')!;
    expect(fieldKey(article.relationships!.title_field)).toBe('title');
    expect(fieldKey(article.relationships!.image_preview_field)).toBe('cover');
  });

  it('sets locales pt then en, Global SEO per locale and the favicon from cms/content/_site.json', async () => {
    const site = stub.state().site;
    expect(site.locales).toEqual(['pt', 'en']);
    const seo = site.global_seo as Record<
      string,
      { site_name: string; title_suffix: string; fallback_seo: { image: string } }
    >;
    expect(seo.pt!.site_name).toBe('Shopping Jacarandá');
    expect(seo.en!.title_suffix).toBe(' | Shopping Jacarandá');
    const uploads = stub.state().uploads;
    const favicon = uploads.find((u) => u.id === site.favicon);
    expect(favicon?.attributes.md5).toBe(
      await md5(fileURLToPath(new URL('../../cms/uploads/site/favicon.png', import.meta.url))),
    );
    expect(uploads.find((u) => u.id === seo.pt!.fallback_seo.image)?.attributes.filename).toBe('hero-1.webp');
  });

  it('creates two Content Delivery tokens, the cache-tags webhook and the Web Previews plugin, and prints them', () => {
    const { accessTokens, webhooks } = stub.projectState();
    const published = accessTokens.find((t) => t.attributes.token === first.env.DATOCMS_PUBLISHED_TOKEN)!;
    const draft = accessTokens.find((t) => t.attributes.token === first.env.DATOCMS_DRAFT_TOKEN)!;
    expect(published.attributes).toMatchObject({
      can_access_cda: true,
      can_access_cda_preview: false,
      can_access_cma: false,
    });
    expect(draft.attributes).toMatchObject({
      can_access_cda: true,
      can_access_cda_preview: true,
      can_access_cma: false,
    });
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0]!.attributes).toMatchObject({
      url: `${SITE_URL}/api/revalidate`,
      headers: { 'X-Webhook-Secret': first.env.CMS_WEBHOOK_SECRET },
      events: [{ entity_type: 'cda_cache_tags', event_types: ['invalidate'] }],
    });
    const plugin = stub.state().plugins.find((p) => p.attributes.package_name === 'datocms-plugin-web-previews')!;
    expect(plugin.attributes.parameters).toMatchObject({
      frontends: [{ previewWebhook: `${SITE_URL}/api/preview-links?token=${first.env.PREVIEW_SECRET}` }],
    });
    expect(first.env.PREVIEW_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.env.CMS_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('sent bodies the CMA client types accept (tsc over every recorded request)', async () => {
    const problems = await checkRequestBodiesAgainstClientTypes(firstRequests);
    expect(problems).toBe('');
  }, 120_000);

  it('rebuilt from the recorded requests, the model derives exactly graphql/schema.graphql', async () => {
    const rebuilt = modelFromRequests(firstRequests);
    const committed = await readFile(fileURLToPath(new URL('../../graphql/schema.graphql', import.meta.url)), 'utf8');
    expect(`${committed.slice(committed.indexOf('\n\n') + 2)}`).toBe(deriveSchemaSdl({ models: rebuilt }));
  });

  it('run a second time, forks nothing, writes nothing and prints the same variables', async () => {
    const before = stub.requests.length;
    const second = await runSetup({ apiToken: stub.token, baseUrl: stub.url, siteUrl: SITE_URL, log: () => undefined });
    expect(second.changed).toBe(false);
    expect(writes(stub.requests.slice(before))).toEqual([]);
    expect(second.env).toEqual(first.env);
    expect(stub.environments()).toHaveLength(2);
  }, 60_000);
});

describe('datocms:setup on a project whose schema differs', () => {
  it('stops with a message naming each difference and changes nothing', async () => {
    const stub = await startCmaStub();
    try {
      const client = buildClient({ apiToken: stub.token, baseUrl: stub.url });
      await client.site.update({ locales: ['pt', 'en'] });
      const store = await client.itemTypes.create({ name: 'Store', api_key: 'store', draft_mode_active: true });
      await client.fields.create(store.id, {
        label: 'Name',
        api_key: 'name',
        field_type: 'string',
        validators: { required: {} },
      });
      await client.fields.create(store.id, { label: 'Slug', api_key: 'slug', field_type: 'string' });
      const before = stub.requests.length;
      const run = runSetup({ apiToken: stub.token, baseUrl: stub.url, siteUrl: SITE_URL, log: () => undefined });
      await expect(run).rejects.toBeInstanceOf(SchemaDifferenceError);
      await expect(run).rejects.toThrow(
        /field "store\.slug": type is string in the project, slug in cms\/model\/models\.ts/,
      );
      expect(writes(stub.requests.slice(before))).toEqual([]);
      expect(stub.environments()).toEqual([{ id: 'main', primary: true }]);
    } finally {
      await stub.close();
    }
  }, 60_000);
});

async function md5(path: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('md5')
    .update(await readFile(path))
    .digest('hex');
}
