import { resolve, sep } from 'node:path';
import {
  buildSchema,
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import {
  diffSnapshots,
  EMPTY_SNAPSHOT,
  loadContent,
  type ContentChange,
  type ContentSnapshot,
} from './load-content.ts';
import { QueryContext } from './query-context.ts';
import { fieldResolver, typeResolver } from './resolvers.ts';
import { deriveSchemaSdl } from './schema-sdl.ts';
import { UploadIndex } from './uploads.ts';

/**
 * The embedded content service's engine: content files in, DatoCMS-shaped
 * GraphQL answers out. No HTTP here (that is cms/server); the server calls
 * `execute` per request and `reload` when files change.
 */

/** A content file that failed validation. `field` is a dotted path inside the record (`slug.en`, `body.blocks[0].image`). */
export interface ContentProblem {
  path: string;
  field?: string;
  reason: string;
}

/** A record that appeared, changed or disappeared between two loads. */
export type { ContentChange } from './load-content.ts';

export interface ExecuteRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** drafts win over published versions (draft token with a preview path or `X-Include-Drafts: true`) */
  includeDrafts: boolean;
  /** `X-Exclude-Invalid: true`: the strict schema, and records DatoCMS would hold invalid are left out */
  excludeInvalid: boolean;
}

/** On success `{ data }` only: there is never an `errors` key then (cda-client throws on the key alone). */
export interface ExecuteResult {
  data?: unknown;
  errors?: readonly GraphQLFormattedError[];
}

/** What a query read, so a live subscription knows whether a change can alter its result. */
export interface QueryDependencies {
  /** models whose records were listed or looked up: any created, changed or deleted record of these may change the result */
  models: ReadonlySet<string>;
  /** records whose fields were read */
  records: ReadonlySet<string>;
}

export interface ContentEngine {
  /** the non-strict SDL the engine serves (also written to graphql/schema.graphql) */
  readonly sdl: string;
  /** the strict SDL, served with `X-Exclude-Invalid: true` */
  readonly strictSdl: string;
  /** the problems of the last load */
  readonly problems: readonly ContentProblem[];
  execute(req: ExecuteRequest): Promise<ExecuteResult>;
  /**
   * `execute`, plus what the query read. A change whose model is in
   * `dependencies.models` may alter the result; any other change cannot.
   */
  executeWithDependencies(req: ExecuteRequest): Promise<{ result: ExecuteResult; dependencies: QueryDependencies }>;
  /** re-read the content files; returns what changed since the last load, and the current problems */
  reload(): Promise<{ changes: ContentChange[]; problems: ContentProblem[] }>;
  /** absolute path of an upload, or null when the path is not a known upload (h2's image server uses it) */
  resolveUpload(uploadPath: string): string | null;
}

export { deriveSchemaSdl };

const DOCUMENT_CACHE_LIMIT = 500;

/** parsed and validated documents by query text: screens send the same few queries over and over */
class DocumentCache {
  private readonly map = new Map<string, { document: DocumentNode } | { errors: readonly GraphQLError[] }>();
  private readonly schema: GraphQLSchema;

  constructor(schema: GraphQLSchema) {
    this.schema = schema;
  }

  get(query: string): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
    const hit = this.map.get(query);
    if (hit) return hit;
    let entry: { document: DocumentNode } | { errors: readonly GraphQLError[] };
    try {
      const document = parse(query);
      const errors = validate(this.schema, document);
      entry = errors.length > 0 ? { errors } : { document };
    } catch (e) {
      entry = { errors: [e instanceof GraphQLError ? e : new GraphQLError(String(e))] };
    }
    if (this.map.size >= DOCUMENT_CACHE_LIMIT) this.map.delete(this.map.keys().next().value!);
    this.map.set(query, entry);
    return entry;
  }
}

const format = (errors: readonly GraphQLError[]): readonly GraphQLFormattedError[] => errors.map((e) => e.toJSON());

/** Both variants of the schema for one set of project locales (the `SiteLocale` enum depends on them). */
function schemasFor(locales: readonly string[]) {
  const variant = (strict: boolean) => {
    const sdl = deriveSchemaSdl({ locales, strict });
    const schema = buildSchema(sdl);
    return { sdl, schema, documents: new DocumentCache(schema) };
  };
  return { locales, nonStrict: variant(false), strict: variant(true) };
}

export async function createContentEngine(opts: {
  contentDir: string;
  uploadsDir: string;
  assetBaseUrl: string;
}): Promise<ContentEngine> {
  const uploadIndex = new UploadIndex(resolve(opts.uploadsDir));
  const uploadsRoot = resolve(opts.uploadsDir);
  let snapshot: ContentSnapshot = await loadContent({
    contentDir: opts.contentDir,
    uploads: uploadIndex,
    previous: EMPTY_SNAPSHOT,
  });
  // a project that adds or removes a locale changes its schema, on DatoCMS as here
  let schemas = schemasFor(snapshot.site.locales.codes);
  // reloads are serialized: two overlapping reloads would diff against a stale state
  let reloading: Promise<unknown> = Promise.resolve();

  async function run(req: ExecuteRequest) {
    const ctx = new QueryContext(snapshot, {
      includeDrafts: req.includeDrafts,
      excludeInvalid: req.excludeInvalid,
      assetBaseUrl: opts.assetBaseUrl,
    });
    const { schema, documents } = req.excludeInvalid ? schemas.strict : schemas.nonStrict;
    const dependencies: QueryDependencies = { models: ctx.touchedModels, records: ctx.touchedRecords };
    if (typeof req.query !== 'string' || req.query.trim() === '') {
      return { result: { errors: format([new GraphQLError('No query string was present')]) }, dependencies };
    }
    const doc = documents.get(req.query);
    if ('errors' in doc) return { result: { errors: format(doc.errors) }, dependencies };
    const out = await execute({
      schema,
      document: doc.document,
      variableValues: req.variables ?? undefined,
      operationName: req.operationName ?? undefined,
      contextValue: ctx,
      fieldResolver,
      typeResolver,
    });
    const result: ExecuteResult =
      out.errors && out.errors.length > 0
        ? out.data === undefined || out.data === null
          ? { errors: format(out.errors) }
          : { data: out.data, errors: format(out.errors) }
        : { data: out.data };
    return { result, dependencies };
  }

  return {
    get sdl() {
      return schemas.nonStrict.sdl;
    },
    get strictSdl() {
      return schemas.strict.sdl;
    },
    get problems() {
      return snapshot.problems;
    },
    async execute(req) {
      return (await run(req)).result;
    },
    executeWithDependencies: run,
    reload() {
      const next = reloading.then(async () => {
        const before = snapshot;
        snapshot = await loadContent({ contentDir: opts.contentDir, uploads: uploadIndex, previous: before });
        if (!snapshot.site.locales.sameAs(before.site.locales)) schemas = schemasFor(snapshot.site.locales.codes);
        return { changes: diffSnapshots(before, snapshot), problems: [...snapshot.problems] };
      });
      reloading = next.catch(() => undefined);
      return next;
    },
    resolveUpload(uploadPath) {
      let clean: string;
      try {
        clean = decodeURIComponent(uploadPath).replace(/^\/+/, '');
      } catch {
        return null; // malformed escape: not a path we ever produced
      }
      const meta = snapshot.uploads.get(clean);
      if (!meta) return null;
      const abs = resolve(uploadsRoot, clean);
      return abs.startsWith(uploadsRoot + sep) ? abs : null;
    },
  };
}
