/**
 * Writes the CMS schema, derived from cms/model and the project's locales
 * (cms/content/_site.json), to graphql/schema.graphql. `--check` writes
 * nothing and exits 1 when the committed file is stale, so CI catches a model
 * change that was not followed by `npm run cms:schema`.
 *
 * Both ways, every document under graphql/ is validated against the
 * non-strict schema and against the strict one (`X-Exclude-Invalid`, built in
 * memory, ADR 0044): a fragment that only one variant accepts fails here.
 */
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
} from 'graphql';
import { deriveSchemaSdl } from '../engine/schema-sdl.ts';
import { readProjectSettings } from '../engine/project-settings.ts';

const graphqlDir = fileURLToPath(new URL('../../graphql/', import.meta.url));
const target = join(graphqlDir, 'schema.graphql');
const contentDir = fileURLToPath(new URL('../content/', import.meta.url));
const HEADER = '# Generated from cms/model by `npm run cms:schema`. Do not edit by hand.\n\n';

const { site, problems } = await readProjectSettings(contentDir);
if (!site) {
  for (const p of problems) console.error(`${p.path}${p.field ? ` › ${p.field}` : ''}: ${p.reason}`);
  process.exit(1);
}
const locales = site.locales.codes;
const sdl = HEADER + deriveSchemaSdl({ locales });
const schemas = { 'non-strict': buildSchema(sdl), strict: buildSchema(deriveSchemaSdl({ locales, strict: true })) };
const shown = relative(process.cwd(), target);

async function documentFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? documentFiles(join(dir, e.name))
        : Promise.resolve(e.name.endsWith('.graphql') && join(dir, e.name) !== target ? [join(dir, e.name)] : []),
    ),
  );
  return nested.flat().sort();
}

// The documents share fragments across files, as codegen sees them: validate them as one document.
const files = await documentFiles(graphqlDir);
const texts = await Promise.all(files.map((f) => readFile(f, 'utf8')));
const all: DocumentNode = {
  kind: parse('{ a }').kind,
  definitions: texts.flatMap((t) => parse(t).definitions),
} as DocumentNode;
// a fragment kept for one screen's document may be unused by the others: codegen allows it too
const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
let invalid = false;
for (const [variant, schema] of Object.entries(schemas)) {
  for (const error of validate(schema, all, rules)) {
    invalid = true;
    const where = error.nodes?.[0]?.loc?.source.body;
    const file = where === undefined ? '' : `${relative(process.cwd(), files[texts.indexOf(where)] ?? '')}: `;
    console.error(`${file}${error.message} (against the ${variant} schema)`);
  }
}
// The project's locale codes are configuration (DATOCMS_LOCALES, src/lib/cms/cms-locales.ts): a literal `pt` breaks on a `pt-BR` project.
const typeInfo = new TypeInfo(schemas['non-strict']);
visit(
  all,
  visitWithTypeInfo(typeInfo, {
    EnumValue(node) {
      if (getNamedType(typeInfo.getInputType())?.name !== 'SiteLocale') return;
      invalid = true;
      const file = files[texts.indexOf(node.loc?.source.body ?? '')];
      console.error(
        `${file ? `${relative(process.cwd(), file)}: ` : ''}the locale ${node.value} is written into the document; pass $locale / $fallbackLocales instead`,
      );
    },
  }),
);
if (invalid) {
  console.error(
    'The documents under graphql/ must validate against the non-strict and the strict schema and name no locale (ADR 0044).',
  );
  process.exit(1);
}

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current !== sdl) {
    console.error(
      current === null
        ? `${shown} is missing. Run \`npm run cms:schema\` and commit it.`
        : `${shown} is stale: it does not match the schema derived from cms/model. Run \`npm run cms:schema\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(
    `${shown} is up to date; ${files.length} documents validate against the non-strict and the strict schema.`,
  );
} else {
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, sdl);
  console.log(
    `Wrote ${shown} (${sdl.split('\n').length} lines); ${files.length} documents validate against the non-strict and the strict schema.`,
  );
}
