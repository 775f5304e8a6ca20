import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODELS } from '../model/models.ts';
import { createContentEngine, type ContentEngine } from './index.ts';
import { deriveSchemaSdl } from './schema-sdl.ts';

/**
 * Two DatoCMS behaviours the site must not depend on by accident: filters
 * never use fallbackLocales (ADR 0045), and `X-Exclude-Invalid` is strict
 * mode, a different schema that leaves invalid records out (ADR 0044).
 */
const fixtures = fileURLToPath(new URL('./__fixtures__', import.meta.url));
let dir: string;
let engine: ContentEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cms-strict-test-'));
  await cp(fixtures, dir, { recursive: true });
  // an article written in English without an English slug: DatoCMS holds it invalid (slug is required in each of its locales)
  const file = join(dir, 'content/article/art-inverno.json');
  const record = JSON.parse(await readFile(file, 'utf8'));
  record.published.fields.slug = { pt: 'liquidacao-de-inverno' };
  await writeFile(file, JSON.stringify(record));
  engine = await createContentEngine({
    contentDir: join(dir, 'content'),
    uploadsDir: join(dir, 'uploads'),
    assetBaseUrl: 'http://assets.invalid',
  });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = (query: string, excludeInvalid = false) => engine.execute({ query, includeDrafts: false, excludeInvalid });

describe('filters and fallbackLocales', () => {
  it('falls back for the value, but a filter compares the value in the query locale only', async () => {
    expect(engine.problems).toEqual([]);
    const byId = await run(
      '{ article(locale: en, fallbackLocales: [pt], filter: { id: { eq: "art-inverno" } }) { slug } }',
    );
    expect(byId).toEqual({ data: { article: { slug: 'liquidacao-de-inverno' } } });
    const bySlug = await run(
      '{ article(locale: en, fallbackLocales: [pt], filter: { slug: { eq: "liquidacao-de-inverno" } }) { id } }',
    );
    expect(bySlug).toEqual({ data: { article: null } });
    const inDefault = await run('{ article(locale: pt, filter: { slug: { eq: "liquidacao-de-inverno" } }) { id } }');
    expect(inDefault).toEqual({ data: { article: { id: 'art-inverno' } } });
  });
});

describe('strict mode (X-Exclude-Invalid)', () => {
  it('serves an invalid record with _isValid false without the header, and leaves it out with it', async () => {
    const query = '{ allArticles(orderBy: id_ASC) { id _isValid } }';
    expect(await run(query)).toEqual({
      data: {
        allArticles: [
          { id: 'art-inverno', _isValid: false },
          { id: 'art-primavera', _isValid: true },
        ],
      },
    });
    expect(await run(query, true)).toEqual({ data: { allArticles: [{ id: 'art-primavera', _isValid: true }] } });
  });

  it('answers with the strict schema: a required field is non-null, and a fragment on FileField does not fit an image-only field', async () => {
    const models = [
      {
        apiKey: 'poster',
        name: 'Poster',
        fields: [
          { apiKey: 'title', type: 'string', validators: { required: true } },
          { apiKey: 'image', type: 'file', validators: { extension: { predefinedList: 'image' } } },
        ],
      },
    ] as const;
    const strict = buildSchema(deriveSchemaSdl({ models, strict: true }));
    const nonStrict = buildSchema(deriveSchemaSdl({ models }));
    expect(strict.getQueryType()?.getFields().poster?.type.toString()).toBe('PosterRecord');
    const title = (s: typeof strict) =>
      (s.getType('PosterRecord') as unknown as { getFields(): Record<string, { type: unknown }> })
        .getFields()
        .title!.type!.toString();
    expect([title(strict), title(nonStrict)]).toEqual(['String!', 'String']);
    const onFileField = parse('fragment F on FileField { url } query { poster { image { ...F } } }');
    const onInterface = parse(
      'fragment F on FileFieldInterface { url responsiveImage { src } } query { poster { image { ...F } } }',
    );
    expect(validate(nonStrict, onFileField)).toEqual([]);
    expect(validate(strict, onFileField).map((e) => e.message)).toEqual([
      expect.stringMatching(
        /Fragment "F" cannot be spread here as objects of type "ImageFileField" can never be of type "FileField"/,
      ),
    ]);
    expect([validate(strict, onInterface), validate(nonStrict, onInterface)]).toEqual([[], []]);
    expect(engine.strictSdl).toContain('type ImageFileField implements FileFieldInterface');
    expect(MODELS.some((m) => m.fields.some((f) => f.validators?.extension))).toBe(true);
  });
});
