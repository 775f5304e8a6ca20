import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql, GraphQLError, type GraphQLSchema } from 'graphql';
import type {
  ContentChange,
  ContentEngine,
  ContentProblem,
  ExecuteRequest,
  ExecuteResult,
  QueryDependencies,
} from '../../engine/index.ts';

/**
 * A deliberately small engine for the HTTP layer's tests: one `store` model read from the
 * documented content file format, so the server's tests exercise routing, tokens, listen,
 * images and the webhook without depending on the real engine's schema. The contract tests
 * run the real engine.
 */
interface StoreVersion {
  name: string;
  slug: string;
}
interface StoreRecord {
  id: string;
  published: StoreVersion | null;
  draft: StoreVersion | null;
}

const SDL = /* GraphQL */ `
  scalar ItemId
  scalar IntType
  type StoreRecord {
    id: ItemId!
    name: String!
    slug: String!
    _status: String!
    _modelApiKey: String!
  }
  input StoreModelFilter {
    slug: String
  }
  type Query {
    allStores(first: IntType = 20): [StoreRecord!]!
    store(filter: StoreModelFilter): StoreRecord
    failingField: String
  }
`;

function readVersion(value: unknown): StoreVersion | null {
  if (value === null || value === undefined) return null;
  const fields = (value as { fields?: Record<string, unknown> }).fields;
  if (typeof fields?.name !== 'string' || fields.name === '')
    throw Object.assign(new Error('is required'), { field: 'name' });
  if (typeof fields.slug !== 'string') throw Object.assign(new Error('is required'), { field: 'slug' });
  return { name: fields.name, slug: fields.slug };
}

export async function createHttpTestEngine(opts: {
  contentDir: string;
  uploadsDir: string;
  assetBaseUrl: string;
}): Promise<ContentEngine> {
  const schema: GraphQLSchema = buildSchema(SDL);
  let records = new Map<string, StoreRecord>();
  let problems: ContentProblem[] = [];

  function load(): { changes: ContentChange[]; problems: ContentProblem[] } {
    const next = new Map<string, StoreRecord>();
    const found: ContentProblem[] = [];
    const dir = path.join(opts.contentDir, 'store');
    for (const name of existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.json')) : []) {
      const file = `store/${name}`;
      const id = name.replace(/\.json$/, '');
      try {
        const raw = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
        next.set(id, { id, published: readVersion(raw.published), draft: readVersion(raw.draft) });
      } catch (error) {
        found.push({ path: file, field: (error as { field?: string }).field, reason: (error as Error).message });
        const previous = records.get(id);
        if (previous) next.set(id, previous);
      }
    }
    const changes: ContentChange[] = [];
    for (const [id, record] of next) {
      const before = records.get(id);
      if (!before) changes.push({ model: 'store', id, kind: 'created', published: true });
      else if (JSON.stringify(before) !== JSON.stringify(record))
        changes.push({ model: 'store', id, kind: 'updated', published: true });
    }
    for (const id of records.keys())
      if (!next.has(id)) changes.push({ model: 'store', id, kind: 'deleted', published: true });
    records = next;
    problems = found;
    return { changes, problems: found };
  }
  load();

  function visible(includeDrafts: boolean) {
    return [...records.values()]
      .map((r) => {
        const version = includeDrafts ? (r.draft ?? r.published) : r.published;
        if (!version) return null;
        const status = r.draft ? (r.published ? 'updated' : 'draft') : 'published';
        return { id: r.id, ...version, _status: includeDrafts ? status : 'published', _modelApiKey: 'store' };
      })
      .filter((r) => r !== null)
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  const engine: ContentEngine = {
    sdl: SDL,
    strictSdl: SDL,
    get problems() {
      return problems;
    },
    async execute(req: ExecuteRequest): Promise<ExecuteResult> {
      return (await engine.executeWithDependencies(req)).result;
    },
    async executeWithDependencies(
      req: ExecuteRequest,
    ): Promise<{ result: ExecuteResult; dependencies: QueryDependencies }> {
      const dependencies = { models: new Set<string>(), records: new Set<string>() };
      const rootValue = {
        allStores: ({ first }: { first: number }) => {
          dependencies.models.add('store');
          const list = visible(req.includeDrafts).slice(0, first);
          for (const s of list) dependencies.records.add(s.id);
          return list;
        },
        store: ({ filter }: { filter?: { slug?: string } }) => {
          dependencies.models.add('store');
          const found = visible(req.includeDrafts).find((s) => !filter?.slug || s.slug === filter.slug) ?? null;
          if (found) dependencies.records.add(found.id);
          return found;
        },
        failingField: () => {
          throw new GraphQLError('this field always fails');
        },
      };
      const result = await graphql({
        schema,
        source: req.query,
        rootValue,
        variableValues: req.variables ?? undefined,
        operationName: req.operationName ?? undefined,
      });
      return {
        result: {
          ...(result.data !== undefined ? { data: result.data } : {}),
          ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
        },
        dependencies,
      };
    },
    async reload() {
      return load();
    },
    resolveUpload(uploadPath: string) {
      const file = path.join(opts.uploadsDir, uploadPath);
      return file.startsWith(path.resolve(opts.uploadsDir) + path.sep) && existsSync(file) ? file : null;
    },
  };
  return engine;
}
