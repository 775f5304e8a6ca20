import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { parseRateLimit, type RateLimitConfig } from './rate-limit.ts';
import {
  DEFAULT_DRAFT_TOKEN,
  DEFAULT_PORT,
  DEFAULT_PUBLISHED_TOKEN,
  DEFAULT_WEBHOOK_SECRET,
  type ContentServiceOptions,
} from './index.ts';

/**
 * Reads `.env.local` then `.env` (as Next.js does, without overriding the real environment), so
 * `npm run cms` alone uses the same tokens as the site.
 */
export function loadDotEnv(projectRoot: string, env: NodeJS.ProcessEnv = process.env): void {
  for (const name of ['.env.local', '.env']) {
    const file = path.join(projectRoot, name);
    if (!existsSync(file)) continue;
    for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
      if (env[key] === undefined && value !== undefined) env[key] = value;
    }
  }
}

export class ConfigError extends Error {}

function portFrom(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`CMS_PORT must be a port number (0-65535), got "${raw}"`);
  return port;
}

function nonEmpty(name: string, raw: string | undefined, fallback: string): string {
  if (raw === undefined) return fallback;
  if (raw.trim() === '')
    throw new ConfigError(`${name} is set but empty: remove it to use the development default, or give it a value`);
  return raw.trim();
}

/** The same rule as the site's configuration (src/lib/config/env-schema.ts). */
function environmentFrom(raw: string): string {
  const name = raw.trim();
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name))
    throw new ConfigError(
      `DATOCMS_ENVIRONMENT must be a DatoCMS environment name (letters, digits, - and _), got "${raw}"`,
    );
  return name;
}

function rateLimitFrom(raw: string | undefined): RateLimitConfig | null {
  try {
    return parseRateLimit(raw);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** The development values this repository publishes (.env.example): anyone could read drafts with them. */
const PUBLISHED_DEVELOPMENT_VALUES: Readonly<Record<string, string>> = {
  DATOCMS_PUBLISHED_TOKEN: DEFAULT_PUBLISHED_TOKEN,
  DATOCMS_DRAFT_TOKEN: DEFAULT_DRAFT_TOKEN,
};

/**
 * In production (`NODE_ENV=production`, as `npm start` and `npm run build` start the service) the tokens
 * must be the deployment's own: unset or the published development values stop the service with a
 * message naming each, as the site refuses its development secrets (src/lib/config/env-schema.ts).
 */
function refuseDevelopmentTokens(env: NodeJS.ProcessEnv, options: ContentServiceOptions): void {
  if (env.NODE_ENV !== 'production') return;
  const given: Record<string, string | undefined> = {
    DATOCMS_PUBLISHED_TOKEN: options.publishedToken,
    DATOCMS_DRAFT_TOKEN: options.draftToken,
  };
  const refused = Object.entries(PUBLISHED_DEVELOPMENT_VALUES)
    .filter(([name, value]) => given[name] === value)
    .map(([name]) =>
      env[name] === undefined
        ? `${name} is not set, and its development default is published in this repository`
        : `${name} is the development default, published in this repository`,
    );
  if (refused.length > 0) {
    throw new ConfigError(
      `${refused.join('; ')}. In production (NODE_ENV=production) set your own tokens; npm start and npm run build generate them in data/local-secrets.json (npm run dev keeps the development values)`,
    );
  }
}

/** The service's options from the environment (the variables of docs/architecture.md). */
export function configFromEnv(projectRoot: string, env: NodeJS.ProcessEnv = process.env): ContentServiceOptions {
  // The site's own port unless told otherwise, so a site started on another PORT is still revalidated.
  const sitePort = env.PORT?.trim() || '3000';
  const webhookUrl =
    env.CMS_WEBHOOK_URL === undefined ? `http://localhost:${sitePort}/api/revalidate` : env.CMS_WEBHOOK_URL.trim();
  const webhookAuth = env.CMS_WEBHOOK_AUTH?.trim() || 'header';
  if (webhookAuth !== 'header' && webhookAuth !== 'basic')
    throw new ConfigError(`CMS_WEBHOOK_AUTH must be "header" or "basic", got "${webhookAuth}"`);
  if (webhookUrl) {
    try {
      new URL(webhookUrl);
    } catch {
      throw new ConfigError(
        `CMS_WEBHOOK_URL must be an absolute URL (or empty to disable the webhook), got "${webhookUrl}"`,
      );
    }
  }
  const resolveDir = (raw: string | undefined, fallback: string) => path.resolve(projectRoot, raw?.trim() || fallback);
  const options: ContentServiceOptions = {
    port: portFrom(env.CMS_PORT),
    contentDir: resolveDir(env.CMS_CONTENT_DIR, 'cms/content'),
    uploadsDir: resolveDir(env.CMS_UPLOADS_DIR, 'cms/uploads'),
    publishedToken: nonEmpty('DATOCMS_PUBLISHED_TOKEN', env.DATOCMS_PUBLISHED_TOKEN, DEFAULT_PUBLISHED_TOKEN),
    draftToken: nonEmpty('DATOCMS_DRAFT_TOKEN', env.DATOCMS_DRAFT_TOKEN, DEFAULT_DRAFT_TOKEN),
    webhookUrl: webhookUrl || null,
    webhookSecret: nonEmpty('CMS_WEBHOOK_SECRET', env.CMS_WEBHOOK_SECRET, DEFAULT_WEBHOOK_SECRET),
    webhookAuth,
    ...(env.DATOCMS_ENVIRONMENT?.trim() ? { environment: environmentFrom(env.DATOCMS_ENVIRONMENT) } : {}),
    rateLimit: rateLimitFrom(env.CMS_RATE_LIMIT),
    ...(env.CMS_PUBLIC_URL?.trim() ? { publicUrl: env.CMS_PUBLIC_URL.trim() } : {}),
    ...(env.CMS_HOST?.trim() ? { host: env.CMS_HOST.trim() } : {}),
  };
  refuseDevelopmentTokens(env, options);
  return options;
}
