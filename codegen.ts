import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for every `.graphql` file under graphql/, generated into
 * generated/ (committed; `npm run codegen:check` fails when it is stale).
 *
 * Schema source:
 * - by default `graphql/schema.graphql`, the SDL the embedded content service
 *   derives from cms/model (`npm run cms:schema`);
 * - a live DatoCMS project when `DATOCMS_CODEGEN_TOKEN` is set (any read-only
 *   API token of the project), at `DATOCMS_GRAPHQL_URL` (default
 *   https://graphql.datocms.com/) and `DATOCMS_ENVIRONMENT` if set. Non-strict,
 *   as the site queries (no `X-Exclude-Invalid`, ADR 0044).
 *
 * Choices (docs/adr/0013-codegen-client-preset-without-fragment-masking.md):
 * strict scalars with DatoCMS's scalar map, enums as string unions, type-only
 * imports, no fragment masking.
 */
function schemaSource(): CodegenConfig['schema'] {
  const token = process.env.DATOCMS_CODEGEN_TOKEN;
  if (!token) return 'graphql/schema.graphql';
  const url = process.env.DATOCMS_GRAPHQL_URL || 'https://graphql.datocms.com/';
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (process.env.DATOCMS_ENVIRONMENT) headers['X-Environment'] = process.env.DATOCMS_ENVIRONMENT;
  return [{ [url]: { headers } }];
}

/** `codegen:check` generates into a scratch folder and compares it with generated/. */
const outDir = process.env.CODEGEN_OUT_DIR || 'generated/';

const config: CodegenConfig = {
  schema: schemaSource(),
  documents: ['graphql/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    [outDir]: {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        strictScalars: true,
        scalars: {
          BooleanType: 'boolean',
          CustomData: 'Record<string, string>',
          Date: 'string',
          DateTime: 'string',
          FloatType: 'number',
          IntType: 'number',
          ItemId: 'string',
          JsonField: 'unknown',
          MetaTagAttributes: 'Record<string, string>',
          UploadId: 'string',
        },
        enumsAsTypes: true,
        useTypeImports: true,
        // Only the types the documents use: the full schema would be ~10k lines of unused types.
        onlyOperationTypes: true,
        skipTypename: false,
        nonOptionalTypename: false,
        avoidOptionals: false,
        dedupeFragments: true,
      },
    },
  },
};

export default config;
