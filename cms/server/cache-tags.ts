import {
  buildSchema,
  getNamedType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLSchema,
} from 'graphql';

/**
 * The `X-Cache-Tags` answer: opaque, space-separated tags naming what a query read, as DatoCMS
 * documents. Ours are `m:<model api key>` for every record type the query selects (so a list that
 * is empty today still gets the tag that a new record must invalidate) and `r:<record id>` for every
 * record id in the result.
 */
const schemaCache = new Map<string, GraphQLSchema>();

function schemaFor(sdl: string): GraphQLSchema | null {
  const cached = schemaCache.get(sdl);
  if (cached) return cached;
  try {
    const schema = buildSchema(sdl);
    schemaCache.clear();
    schemaCache.set(sdl, schema);
    return schema;
  } catch {
    return null;
  }
}

/** `BlogPostRecord` → `blog_post`: DatoCMS's type naming run backwards. */
export function modelApiKeyOfType(typeName: string): string | null {
  const match = /^(.+)Record$/.exec(typeName);
  if (!match?.[1]) return null;
  return match[1].replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();
}

function collectRecordIds(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRecordIds(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'id' && typeof child === 'string') into.add(child);
    else collectRecordIds(child, into);
  }
}

export function computeCacheTags(sdl: string, query: string, data: unknown): string[] {
  const models = new Set<string>();
  const schema = schemaFor(sdl);
  if (schema) {
    try {
      const typeInfo = new TypeInfo(schema);
      visit(
        parse(query),
        visitWithTypeInfo(typeInfo, {
          Field() {
            const type = typeInfo.getType();
            if (!type) return;
            const named = getNamedType(type);
            const candidates = 'getTypes' in named ? named.getTypes().map((t) => t.name) : [named.name];
            for (const name of candidates) {
              const apiKey = modelApiKeyOfType(name);
              if (apiKey) models.add(apiKey);
            }
          },
        }),
      );
    } catch {
      // an unparsable query has already produced GraphQL errors; it simply gets no model tags
    }
  }
  const ids = new Set<string>();
  collectRecordIds(data, ids);
  return [...[...models].sort().map((m) => `m:${m}`), ...[...ids].sort().map((id) => `r:${id}`)];
}
