import { z } from 'zod';
import { parseProjectLocales } from '@/lib/cms/cms-locales';
import { isEmbeddedCmsUrl } from './embedded-cms-url';

/**
 * The site's configuration, read from environment variables (docs/architecture.md).
 * Split in two: `publicEnvSchema` holds what may reach a browser, `serverEnvSchema`
 * adds the secrets. Defaults make the site work with the embedded content
 * service out of the box; pointing it anywhere else (a real DatoCMS project)
 * makes the tokens and secrets mandatory, so a production deploy cannot start
 * on the development values.
 */

type Env = Record<string, string | undefined>;

const DEV_DEFAULTS = {
  DATOCMS_PUBLISHED_TOKEN: 'dev-published-token',
  DATOCMS_DRAFT_TOKEN: 'dev-draft-token',
  CMS_WEBHOOK_SECRET: 'dev-webhook-secret',
  PREVIEW_SECRET: 'dev-preview-secret',
} as const;

/**
 * The secrets that open the site to whoever knows them: draft mode (and with
 * it the draft token) and revalidation. Their development values are in this
 * repository, so a production server never takes them, not even against the
 * embedded content: it needs its own (`npm start` generates them, README).
 */
const OWN_SECRETS_IN_PRODUCTION = ['PREVIEW_SECRET', 'CMS_WEBHOOK_SECRET'] as const;

const httpUrl = z
  .string()
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { message: 'must be an http(s) URL' })
  .transform((v) => v.replace(/\/+$/, ''));

const environmentName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, { message: 'must be a DatoCMS environment name (letters, digits, - and _)' });

function embeddedCmsBase(env: Env): string {
  const port = env.CMS_PORT && /^\d+$/.test(env.CMS_PORT) ? env.CMS_PORT : '4010';
  return `http://localhost:${port}`;
}

/** `DATOCMS_LOCALES`: the project's locale codes for pt and en (default `pt,en`); src/lib/cms/cms-locales.ts */
const projectLocales = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const parsed = parseProjectLocales(value);
    if ('codes' in parsed) return parsed.codes;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

export const publicEnvSchema = z.object({
  DATOCMS_PUBLISHED_TOKEN: z.string().min(1),
  DATOCMS_LOCALES: projectLocales,
  DATOCMS_GRAPHQL_URL: httpUrl,
  DATOCMS_LISTEN_URL: httpUrl,
  DATOCMS_ENVIRONMENT: environmentName.optional(),
  NEXT_PUBLIC_SITE_URL: httpUrl,
  NEXT_PUBLIC_SENTRY_DSN: httpUrl.optional(),
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: z.string().min(1).optional(),
});

export const serverEnvSchema = publicEnvSchema.extend({
  DATOCMS_DRAFT_TOKEN: z.string().min(1),
  /** content queries at once in this process; 0 for no cap (src/lib/cms/concurrency-limit.ts, ADR 0042) */
  DATOCMS_MAX_CONCURRENT_QUERIES: z
    .string()
    .regex(/^\d+$/, { message: 'must be a whole number (0 for no cap)' })
    .transform(Number)
    .optional(),
  CMS_WEBHOOK_SECRET: z.string().min(1),
  PREVIEW_SECRET: z.string().min(1),
  /** an HTTP cache in front (deploy/varnish) that purges by `BAN` with a `Cache-Tag` header (src/lib/cms/cdn-purge.ts) */
  CDN_PURGE_URL: httpUrl.optional(),
});

export type PublicConfig = z.infer<typeof publicEnvSchema>;
export type ServerConfig = z.infer<typeof serverEnvSchema>;

const PUBLIC_KEYS = [
  'DATOCMS_PUBLISHED_TOKEN',
  'DATOCMS_LOCALES',
  'DATOCMS_GRAPHQL_URL',
  'DATOCMS_LISTEN_URL',
  'DATOCMS_ENVIRONMENT',
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_SENTRY_DSN',
  'NEXT_PUBLIC_SENTRY_ENVIRONMENT',
] as const;
const SECRET_KEYS = ['DATOCMS_DRAFT_TOKEN', 'CMS_WEBHOOK_SECRET', 'PREVIEW_SECRET'] as const;
/** server settings that are not secret */
const SERVER_KEYS = ['DATOCMS_MAX_CONCURRENT_QUERIES', 'CDN_PURGE_URL'] as const;

export class ConfigError extends Error {
  readonly issues: readonly string[];
  constructor(issues: readonly string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Fills the defaults for the keys it is given, embedded-service aware. */
function withDefaults(
  env: Env,
  keys: readonly string[],
): { values: Env; missing: string[]; wellKnown: string[]; embedded: boolean } {
  const values: Env = {};
  for (const key of keys) values[key] = blankToUndefined(env[key]);
  const graphqlUrl = values.DATOCMS_GRAPHQL_URL ?? embeddedCmsBase(env);
  values.DATOCMS_GRAPHQL_URL = graphqlUrl;
  const embedded = isEmbeddedCmsUrl(graphqlUrl);
  values.DATOCMS_LISTEN_URL ??= embedded
    ? `${graphqlUrl.replace(/\/+$/, '')}/listen`
    : 'https://graphql-listen.datocms.com';
  values.NEXT_PUBLIC_SITE_URL ??= `http://localhost:${blankToUndefined(env.PORT) ?? '3000'}`;
  const missing: string[] = [];
  const wellKnown: string[] = [];
  const production = env.NODE_ENV === 'production';
  for (const [key, fallback] of Object.entries(DEV_DEFAULTS)) {
    if (!keys.includes(key)) continue;
    const ownRequired = production && (OWN_SECRETS_IN_PRODUCTION as readonly string[]).includes(key);
    if (values[key] === undefined) {
      if (embedded && !ownRequired) values[key] = fallback;
      else missing.push(key);
    } else if (ownRequired && values[key] === fallback) {
      wellKnown.push(key);
    }
  }
  return { values, missing, wellKnown, embedded };
}

function parseWith<T>(schema: z.ZodType<T>, env: Env, keys: readonly string[]): T {
  const { values, missing, wellKnown, embedded } = withDefaults(env, keys);
  const issues = [
    ...missing.map((key) =>
      embedded
        ? `${key} is required in production: set your own secret (npm start generates one)`
        : `${key} is required when DATOCMS_GRAPHQL_URL is not the embedded content service`,
    ),
    ...wellKnown.map(
      (key) => `${key} is the development default, published in the repository: set your own secret in production`,
    ),
  ];
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || '(root)';
      if (missing.includes(key)) continue;
      const shown = values[key] === undefined ? 'is missing' : `is malformed (${issue.message})`;
      issues.push(`${key} ${shown}`);
    }
  }
  if (issues.length > 0 || !parsed.success) throw new ConfigError(issues);
  return parsed.data;
}

/** Only the public keys are ever read, so the result cannot carry a secret. */
export function parsePublicConfig(env: Env): PublicConfig {
  return parseWith(publicEnvSchema, env, PUBLIC_KEYS);
}

export function parseServerConfig(env: Env): ServerConfig {
  return parseWith(serverEnvSchema, env, [...PUBLIC_KEYS, ...SECRET_KEYS, ...SERVER_KEYS]);
}
