/**
 * Checks recorded CMA request bodies against the CMA client's own TypeScript
 * types (`RawApiTypes`, which type each field's validators by its field type):
 * it writes them as typed constants into a temporary file in this folder, so
 * the client's types resolve, and runs `tsc` on it. Returns tsc's complaints,
 * each with the request it came from; an empty string when all are accepted.
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RecordedRequest } from './cma-stub/cma-stub.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const TYPE_OF: [method: string, path: RegExp, type: string][] = [
  ['POST', /^\/item-types$/, 'ItemTypeCreateSchema'],
  ['PUT', /^\/item-types\/[^/]+$/, 'ItemTypeUpdateSchema'],
  ['POST', /^\/item-types\/[^/]+\/fields$/, 'FieldCreateSchema'],
  ['PUT', /^\/site$/, 'SiteUpdateSchema'],
  ['POST', /^\/environments\/[^/]+\/fork$/, 'EnvironmentForkSchema'],
  ['POST', /^\/roles$/, 'RoleCreateSchema'],
  ['POST', /^\/access_tokens$/, 'AccessTokenCreateSchema'],
  ['POST', /^\/webhooks$/, 'WebhookCreateSchema'],
  ['PUT', /^\/webhooks\/[^/]+$/, 'WebhookUpdateSchema'],
  ['POST', /^\/plugins$/, 'PluginCreateSchema'],
  ['PUT', /^\/plugins\/[^/]+$/, 'PluginUpdateSchema'],
  ['POST', /^\/upload-requests$/, 'UploadRequestCreateSchema'],
  ['POST', /^\/uploads$/, 'UploadCreateSchema'],
  ['PUT', /^\/uploads\/[^/]+$/, 'UploadUpdateSchema'],
  ['POST', /^\/items$/, 'ItemCreateSchema'],
  ['PUT', /^\/items\/[^/]+$/, 'ItemUpdateSchema'],
  ['POST', /^\/items\/bulk\/publish$/, 'ItemBulkPublishSchema'],
];

export async function checkRequestBodiesAgainstClientTypes(requests: RecordedRequest[]): Promise<string> {
  const lines = ["import type { RawApiTypes } from '@datocms/cma-client-node';", ''];
  const untyped: string[] = [];
  requests.forEach((r, i) => {
    if (r.method === 'GET' || r.path.startsWith('/s3/') || r.body === null) return;
    const type = TYPE_OF.find(([m, p]) => m === r.method && p.test(r.path))?.[2];
    if (!type) {
      untyped.push(`request ${i}: ${r.method} ${r.path} has a body but no client type is known for it`);
      return;
    }
    lines.push(`// request ${i}: ${r.method} ${r.path}`);
    lines.push(`export const r${i}: RawApiTypes.${type} = ${JSON.stringify(r.body)};`);
  });
  const file = join(ROOT, `scripts/datocms/.request-types-${process.pid}-${Date.now()}.ts`);
  await writeFile(file, `${lines.join('\n')}\n`);
  try {
    await promisify(execFile)(
      process.execPath,
      [
        join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        file,
      ],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
    return untyped.join('\n');
  } catch (e) {
    const out = String((e as { stdout?: string }).stdout ?? e);
    // name the request each complaint is about: the comment line just above it
    const annotated = out.replace(
      /\.ts\((\d+),\d+\)/g,
      (whole, line: string) => `${whole} [${lines[Number(line) - 2] ?? ''}]`,
    );
    return [...untyped, annotated].join('\n');
  } finally {
    await rm(file, { force: true });
  }
}
