import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleDocument, SiteIdentityDocument } from '@generated/graphql';
import { cmsLocalesFrom, valuesByAppLocale, withCmsLocaleVariables } from '@/lib/cms/cms-locales';
import { createCmsClient, queryContent } from '@/lib/cms/cms-client';
import { createRetryingFetch } from '@/lib/cms/retrying-fetch';
import { startContentService, type ContentService } from './index';

/**
 * Lives here rather than in src/lib/cms because it starts this service: src never imports cms/.
 *
 * The site's own documents and content client against a project created
 * with `pt-BR` (SiteLocale `pt_BR`), configured as `DATOCMS_LOCALES=pt-BR,en`.
 */
const fixtures = fileURLToPath(new URL('../engine/__fixtures__', import.meta.url));
let dir: string;
let cms: ContentService;

/** `{ pt, en }` values keyed `pt-BR`, as a pt-BR project stores them */
const rename = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(rename);
  if (typeof v !== 'object' || v === null) return v;
  const entries = Object.entries(v);
  const localized = entries.length > 0 && entries.every(([k]) => k === 'pt' || k === 'en');
  return Object.fromEntries(entries.map(([k, x]) => [localized && k === 'pt' ? 'pt-BR' : k, rename(x)]));
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cms-pt-br-'));
  await cp(fixtures, dir, { recursive: true });
  const content = join(dir, 'content');
  for (const model of await readdir(content, { withFileTypes: true })) {
    const files = model.isDirectory()
      ? (await readdir(join(content, model.name))).map((f) => join(content, model.name, f))
      : [join(content, model.name)];
    for (const file of files) await writeFile(file, JSON.stringify(rename(JSON.parse(await readFile(file, 'utf8')))));
  }
  const settingsFile = join(content, '_site.json');
  const settings = JSON.parse(await readFile(settingsFile, 'utf8'));
  await writeFile(settingsFile, JSON.stringify({ ...settings, locales: ['pt-BR', 'en'] }));
  cms = await startContentService({
    contentDir: content,
    uploadsDir: join(dir, 'uploads'),
    imageCacheDir: join(dir, 'image-cache'),
    port: 0,
    webhookUrl: null,
    watch: false,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
});
afterAll(async () => {
  await cms.close();
  await rm(dir, { recursive: true, force: true });
});

const brazil = cmsLocalesFrom(['pt-BR', 'en']);
const runQuery = async (query: string, variables: Record<string, unknown>) =>
  (
    await queryContent(
      createCmsClient({ fetch: createRetryingFetch() }),
      { baseUrl: cms.url, token: 'dev-published-token' },
      query,
      variables,
    )
  ).data;
const ask = <T>(document: DocumentNode, variables: Record<string, unknown>) =>
  runQuery(print(document), withCmsLocaleVariables(document, variables, brazil)) as Promise<T>;

describe('the site on a pt-BR project', () => {
  it('finds an article by its Portuguese and its English slug, and reads its slugs back in the site’s locales', async () => {
    type Answer = { article: { title: string; _allSlugLocales: { locale: string; value: string }[] } | null };
    const pt = await ask<Answer>(ArticleDocument, { locale: 'pt', defaultLocale: 'pt', slug: 'liquidacao-de-inverno' });
    expect(pt.article?.title).toMatch(/^Liquidação de inverno/);
    expect(valuesByAppLocale(pt.article?._allSlugLocales, brazil)).toEqual({
      pt: 'liquidacao-de-inverno',
      en: 'winter-sale',
    });
    const en = await ask<Answer>(ArticleDocument, { locale: 'en', defaultLocale: 'pt', slug: 'winter-sale' });
    expect(en.article?.title).toBe('Winter sale');
  });

  it('sends the project’s locale for the site’s Global SEO', async () => {
    const d = await ask<{ _site: { globalSeo: { siteName: string } | null } }>(SiteIdentityDocument, { locale: 'pt' });
    expect(d._site.globalSeo?.siteName).toBe('Shopping Jacarandá');
  });

  it('fails, as DatoCMS does, when a query is sent the site’s own code instead', async () => {
    const failing = runQuery(print(SiteIdentityDocument), { locale: 'pt' });
    await expect(failing).rejects.toMatchObject({ kind: 'graphql' });
  });
});
