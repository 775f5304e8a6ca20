/**
 * Writes the CMS schema, derived from cms/model, to graphql/schema.graphql.
 * `--check` writes nothing and exits 1 when the committed file is stale, so CI
 * catches a model change that was not followed by `npm run cms:schema`.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { deriveSchemaSdl } from '../engine/schema-sdl.ts';

const target = fileURLToPath(new URL('../../graphql/schema.graphql', import.meta.url));
const HEADER = '# Generated from cms/model by `npm run cms:schema`. Do not edit by hand.\n\n';

const sdl = HEADER + deriveSchemaSdl();
buildSchema(sdl); // a model that derives an invalid schema must fail here, not in codegen
const shown = relative(process.cwd(), target);

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
  console.log(`${shown} is up to date.`);
} else {
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, sdl);
  console.log(`Wrote ${shown} (${sdl.split('\n').length} lines).`);
}
