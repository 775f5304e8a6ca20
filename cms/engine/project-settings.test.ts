import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentEngine, type ContentEngine } from './index.ts';

/**
 * The project's settings file (`_site.json`): locales, Global SEO and the
 * favicon come from it as DatoCMS takes them from the project, and editing it
 * is a settings change. Each case runs on its own copy of the engine fixtures.
 */
const fixtures = fileURLToPath(new URL('./__fixtures__', import.meta.url));
const ASSETS = 'http://localhost:4010/assets';
const dirs: string[] = [];

async function copyFixtures(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cms-settings-test-'));
  dirs.push(dir);
  await cp(fixtures, dir, { recursive: true });
  return dir;
}

async function editSettings(dir: string, edit: (settings: Record<string, unknown>) => void): Promise<void> {
  const file = join(dir, 'content/_site.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(settings);
  await writeFile(file, JSON.stringify(settings, null, 2));
}

const engineOn = (dir: string) =>
  createContentEngine({ contentDir: join(dir, 'content'), uploadsDir: join(dir, 'uploads'), assetBaseUrl: ASSETS });

async function data(
  engine: ContentEngine,
  query: string,
  opts: { excludeInvalid?: boolean; variables?: Record<string, unknown> } = {},
): Promise<Record<string, unknown>> {
  const r = await engine.execute({
    query,
    variables: opts.variables,
    includeDrafts: false,
    excludeInvalid: opts.excludeInvalid ?? false,
  });
  expect(r, JSON.stringify(r.errors)).not.toHaveProperty('errors');
  return r.data as Record<string, unknown>;
}

type Tag = { tag: string; content: string | null; attributes: Record<string, string> | null };
const titleOf = (tags: Tag[]) => tags.find((t) => t.tag === 'title')?.content;
const siteNameOf = (tags: Tag[]) => tags.find((t) => t.attributes?.property === 'og:site_name')?.attributes?.content;

afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('Global SEO and favicon from the project settings', () => {
  it('appends the title suffix and names the site from the settings file, and serves its favicon', async () => {
    const engine = await engineOn(await copyFixtures());
    const d = await data(
      engine,
      '{ article(locale: en, filter: { id: { eq: "art-primavera" } }) { _seoMetaTags { tag content attributes } } _site { favicon { id } } }',
    );
    const tags = (d.article as { _seoMetaTags: Tag[] })._seoMetaTags;
    expect(titleOf(tags)).toBe('Spring Festival | Shopping Jacarandá');
    expect(siteNameOf(tags)).toBe('Shopping Jacarandá');
    expect(d._site).toEqual({ favicon: { id: 'site/favicon.png' } });
  });

  it('on a project where nobody set Global SEO nor a favicon: bare titles, no og:site_name, no favicon tags', async () => {
    const dir = await copyFixtures();
    await editSettings(dir, (s) => {
      delete s.global_seo;
      s.favicon = null;
    });
    const engine = await engineOn(dir);
    const d = await data(
      engine,
      '{ article(locale: en, filter: { id: { eq: "art-primavera" } }) { _seoMetaTags { tag content attributes } } _site { globalSeo { siteName } favicon { id } faviconMetaTags { tag } } }',
    );
    const tags = (d.article as { _seoMetaTags: Tag[] })._seoMetaTags;
    expect(titleOf(tags)).toBe('Spring Festival');
    expect(siteNameOf(tags)).toBeUndefined();
    expect(d._site).toEqual({ globalSeo: null, favicon: null, faviconMetaTags: [] });
  });

  it('takes an edit of the settings file as a change of _site, and keeps the last valid settings when it breaks', async () => {
    const dir = await copyFixtures();
    const engine = await engineOn(dir);
    await editSettings(dir, (s) => {
      (s.global_seo as Record<string, { site_name: string }>).en!.site_name = 'Jacarandá Mall';
    });
    const edited = await engine.reload();
    expect(edited).toEqual({
      changes: [{ model: '_site', id: '_site', kind: 'updated', published: true }],
      problems: [],
    });
    expect(await data(engine, '{ _site(locale: en) { globalSeo { siteName } } }')).toEqual({
      _site: { globalSeo: { siteName: 'Jacarandá Mall' } },
    });

    await editSettings(dir, (s) => {
      s.locales = 'pt';
      s.favicon = 'site/missing.png';
    });
    const broken = await engine.reload();
    expect(broken.changes).toEqual([]);
    expect(broken.problems).toEqual([
      {
        path: expect.stringContaining('_site.json'),
        field: 'locales',
        reason: expect.stringContaining('expected array'),
      },
    ]);
    expect(await data(engine, '{ _site(locale: en) { globalSeo { siteName } } }')).toEqual({
      _site: { globalSeo: { siteName: 'Jacarandá Mall' } },
    });
  });

  it('refuses to start without valid settings, naming the file and the setting', async () => {
    const dir = await copyFixtures();
    await editSettings(dir, (s) => {
      s.global_seo = { fr: { site_name: 'x' } };
    });
    await expect(engineOn(dir)).rejects.toThrow(
      /_site\.json › global_seo\.fr: "fr" is not one of the project's locales \(pt, en\)/,
    );
    await rm(join(dir, 'content/_site.json'));
    await expect(engineOn(dir)).rejects.toThrow(/_site\.json: the project's settings file is missing/);
  });
});

/** Renames the `pt` key of every localized value (`{ pt, en }`) to `code`, as a project with that locale stores it. */
async function relocalize(dir: string, code: string): Promise<void> {
  const rename = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rename);
    if (typeof v !== 'object' || v === null) return v;
    const entries = Object.entries(v);
    const isLocalized = entries.length > 0 && entries.every(([k]) => k === 'pt' || k === 'en');
    return Object.fromEntries(entries.map(([k, x]) => [isLocalized && k === 'pt' ? code : k, rename(x)]));
  };
  const content = join(dir, 'content');
  for (const model of await readdir(content, { withFileTypes: true })) {
    if (!model.isDirectory()) continue;
    for (const file of await readdir(join(content, model.name))) {
      const path = join(content, model.name, file);
      await writeFile(path, JSON.stringify(rename(JSON.parse(await readFile(path, 'utf8')))));
    }
  }
  await editSettings(dir, (s) => {
    s.locales = [code, 'en'];
    s.global_seo = rename(s.global_seo);
  });
}

describe('a project whose default locale is pt-BR', () => {
  let engine: ContentEngine;
  beforeAll(async () => {
    const dir = await copyFixtures();
    await relocalize(dir, 'pt-BR');
    engine = await engineOn(dir);
  });

  it('names it pt_BR in SiteLocale, in _site.locales and in _locales, and reads the pt-BR values', async () => {
    expect(engine.problems).toEqual([]);
    expect(engine.sdl).toMatch(/enum SiteLocale \{\n {2}pt_BR\n {2}en\n\}/);
    const d = await data(
      engine,
      '{ _site { locales } article(locale: pt_BR, filter: { id: { eq: "art-inverno" } }) { slug _locales _allSlugLocales { locale value } } }',
    );
    expect(d).toEqual({
      _site: { locales: ['pt_BR', 'en'] },
      article: {
        slug: 'liquidacao-de-inverno',
        _locales: ['pt_BR', 'en'],
        _allSlugLocales: [
          { locale: 'pt_BR', value: 'liquidacao-de-inverno' },
          { locale: 'en', value: 'winter-sale' },
        ],
      },
    });
  });

  it('rejects the enum value pt, which the project does not have', async () => {
    const r = await engine.execute({
      query: '{ article(locale: pt) { id } }',
      includeDrafts: false,
      excludeInvalid: false,
    });
    expect(r.errors?.[0]?.message).toMatch(/SiteLocale/);
  });
});
