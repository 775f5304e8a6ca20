/**
 * `npm run datocms:setup`: brings a DatoCMS project to what the site needs, from
 * cms/model/models.ts and cms/content/_site.json (ADR 0040).
 *
 *   DATOCMS_CMA_TOKEN=<full-access token> SITE_URL=https://<site> npm run datocms:setup
 *
 * 1. Reads the primary environment and plans: models and fields to create,
 *    locales, Global SEO, favicon, the Web Previews plugin. A model or field
 *    that exists with other settings stops the run here, before any write.
 * 2. When something is missing: forks the primary into a sandbox
 *    (`datocms environments:fork`), creates it there, then promotes the sandbox
 *    (`datocms environments:promote`), as DatoCMS recommends for schema changes.
 * 3. Creates what belongs to the project (role, API tokens, cache-tags webhook).
 * 4. Prints the site's environment variables.
 *
 * Run twice, the second run forks nothing and writes nothing.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, type Client } from '@datocms/cma-client-node';
import { applySchemaPlan } from './apply-schema.ts';
import { desiredSchema } from './model-to-cma.ts';
import { planIsEmpty, planSchema, readSchema } from './schema-plan.ts';
import { applyLocales, applySiteSettings, planSiteSettings, readSiteFile } from './site-settings.ts';
import { ensureTokensAndWebhook, ensureWebPreviews, planWebPreviews } from './site-integrations.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATOCMS_CLI = join(ROOT, 'node_modules/@datocms/cli/bin/run');

export interface SetupOptions {
  apiToken: string;
  /** the CMA's base URL; DatoCMS's own when unset */
  baseUrl?: string;
  siteUrl: string;
  contentDir?: string;
  uploadsDir?: string;
  /** name of the sandbox to fork; one with the date and time by default */
  sandbox?: string;
  log?: (line: string) => void;
}

export interface SetupResult {
  /** false when the project already had everything */
  changed: boolean;
  /** the sandbox that was forked and promoted, if any */
  promoted: string | null;
  env: {
    DATOCMS_PUBLISHED_TOKEN: string;
    DATOCMS_DRAFT_TOKEN: string;
    DATOCMS_GRAPHQL_URL: string;
    DATOCMS_LISTEN_URL: string;
    CMS_WEBHOOK_SECRET: string;
    PREVIEW_SECRET: string;
  };
}

export class SchemaDifferenceError extends Error {
  readonly differences: string[];
  constructor(differences: string[]) {
    super(
      `The DatoCMS project's schema differs from cms/model/models.ts; nothing was changed.\n${differences.map((d) => `  - ${d}`).join('\n')}\n` +
        'Make them agree (change the project in DatoCMS, or the model and `npm run cms:schema`), then run again.',
    );
    this.name = 'SchemaDifferenceError';
    this.differences = differences;
  }
}

/** Runs the real `datocms` CLI (@datocms/cli) with this project's token and base URL. */
async function datocmsCli(args: string[], opts: SetupOptions): Promise<void> {
  const flags = [`--api-token=${opts.apiToken}`, ...(opts.baseUrl ? [`--base-url=${opts.baseUrl}`] : [])];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [DATOCMS_CLI, ...args, ...flags], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATOCMS_API_TOKEN: '' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`datocms ${args.join(' ')} failed (exit ${String(code)}):\n${output}`)),
    );
  });
}

const client = (opts: SetupOptions, environment?: string): Client =>
  buildClient({
    apiToken: opts.apiToken,
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    ...(environment ? { environment } : {}),
  });

const sandboxName = () => `site-setup-${new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}`;

export async function runSetup(opts: SetupOptions): Promise<SetupResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const contentDir = opts.contentDir ?? join(ROOT, 'cms/content');
  const uploadsDir = opts.uploadsDir ?? join(ROOT, 'cms/uploads');
  const siteFile = await readSiteFile(contentDir);
  const project = client(opts);

  const primary = (await project.environments.list()).find((e) => e.meta.primary);
  if (!primary) throw new Error('the token cannot see the primary environment');
  const primaryClient = client(opts, primary.id);
  const existing = await readSchema(primaryClient);
  const schemaPlan = planSchema(desiredSchema(), existing);
  const settingsPlan = await planSiteSettings(primaryClient, siteFile, uploadsDir, existing.itemTypes.length > 0);
  const previews = await planWebPreviews(primaryClient, opts.siteUrl);
  const differences = [...schemaPlan.differences, ...settingsPlan.differences];
  if (differences.length > 0) throw new SchemaDifferenceError(differences);

  const changes = [
    ...(schemaPlan.createItemTypes.length > 0 ? [`${schemaPlan.createItemTypes.length} models`] : []),
    ...(schemaPlan.createFields.length > 0 ? [`${schemaPlan.createFields.length} fields`] : []),
    ...(schemaPlan.presentation.length > 0 ? ['title and preview fields'] : []),
    ...settingsPlan.changes,
    ...(previews.change ? [previews.change] : []),
  ];
  let promoted: string | null = null;
  let previewSecret = previews.previewSecret;
  if (changes.length > 0) {
    const sandbox = opts.sandbox ?? sandboxName();
    log(`Environment "${primary.id}" needs: ${changes.join(', ')}.`);
    log(`Forking "${primary.id}" into the sandbox "${sandbox}"…`);
    await datocmsCli(['environments:fork', primary.id, sandbox], opts);
    const sandboxClient = client(opts, sandbox);
    await applyLocales(sandboxClient, siteFile);
    if (!planIsEmpty(schemaPlan)) await applySchemaPlan(sandboxClient, schemaPlan, log);
    await applySiteSettings(sandboxClient, siteFile, uploadsDir);
    previewSecret = await ensureWebPreviews(sandboxClient, opts.siteUrl, previewSecret, log);
    log(`Promoting "${sandbox}" to primary…`);
    await datocmsCli(['environments:promote', sandbox], opts);
    promoted = sandbox;
    log(`Done. "${sandbox}" is the primary environment; the previous one, "${primary.id}", is kept as a sandbox.`);
  } else {
    log(`Environment "${primary.id}" already has the model, the settings and the Web Previews plugin.`);
  }

  const access = await ensureTokensAndWebhook(project, opts.siteUrl, log);
  const env = {
    DATOCMS_PUBLISHED_TOKEN: access.publishedToken,
    DATOCMS_DRAFT_TOKEN: access.draftToken,
    DATOCMS_GRAPHQL_URL: 'https://graphql.datocms.com',
    DATOCMS_LISTEN_URL: 'https://graphql-listen.datocms.com',
    CMS_WEBHOOK_SECRET: access.webhookSecret,
    PREVIEW_SECRET: previewSecret ?? '',
  };
  return { changed: promoted !== null, promoted, env };
}

async function main(): Promise<void> {
  const apiToken = process.env.DATOCMS_CMA_TOKEN;
  const siteUrl = process.env.SITE_URL;
  if (!apiToken || !siteUrl) {
    console.error(
      'Set DATOCMS_CMA_TOKEN (a full-access API token: DatoCMS → Project settings → API tokens) and SITE_URL (the public origin of the site, e.g. https://www.example.com).',
    );
    process.exit(2);
  }
  try {
    const result = await runSetup({ apiToken, siteUrl, baseUrl: process.env.DATOCMS_CMA_BASE_URL || undefined });
    console.log("\nSet these in the site's environment (.env.local, or the host's secret store):\n");
    for (const [k, v] of Object.entries(result.env)) console.log(`${k}=${v}`);
  } catch (e) {
    console.error(e instanceof SchemaDifferenceError ? e.message : e);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
