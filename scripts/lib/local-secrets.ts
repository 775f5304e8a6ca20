// The preview and webhook secrets, and the content tokens, of a site served on the embedded content with
// `npm start`: production mode never takes the development values (src/lib/config/env-schema.ts for the
// site, cms/server/config.ts for the content service), so the first start generates random ones and keeps
// them in the ignored data folder, where later starts and builds find them again.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCAL_SECRET_NAMES = [
  'PREVIEW_SECRET',
  'CMS_WEBHOOK_SECRET',
  'DATOCMS_PUBLISHED_TOKEN',
  'DATOCMS_DRAFT_TOKEN',
] as const;
type SecretName = (typeof LOCAL_SECRET_NAMES)[number];

/** The development values this repository publishes (.env.example), which production never takes. */
export const DEVELOPMENT_VALUES: Readonly<Record<SecretName, string>> = {
  PREVIEW_SECRET: 'dev-preview-secret',
  CMS_WEBHOOK_SECRET: 'dev-webhook-secret',
  DATOCMS_PUBLISHED_TOKEN: 'dev-published-token',
  DATOCMS_DRAFT_TOKEN: 'dev-draft-token',
};

/**
 * The secrets kept in `<dataDir>/local-secrets.json`, created (readable by this user only) when absent
 * or incomplete. `created` says whether this call wrote any.
 */
export function localSecrets(dataDir: string): { secrets: Record<SecretName, string>; created: boolean } {
  const file = path.join(dataDir, 'local-secrets.json');
  let stored: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      stored = {};
    }
  }
  const secrets = {} as Record<SecretName, string>;
  let created = false;
  for (const name of LOCAL_SECRET_NAMES) {
    const value = stored[name];
    if (typeof value === 'string' && value.length >= 32) secrets[name] = value;
    else {
      secrets[name] = randomBytes(32).toString('base64url');
      created = true;
    }
  }
  if (created) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return { secrets, created };
}

/**
 * What `npm start` / `npm run build` on the embedded content give the site and the content service: each
 * value as configured, except one that is unset or the published development value (a `.env` copied from
 * `.env.example`), which the kept random one replaces. The data folder is written only when one is needed.
 */
export function productionSecrets(
  setting: (name: SecretName) => string | undefined,
  dataDir: string,
): { values: Record<SecretName, string>; generated: SecretName[]; created: boolean } {
  const generated = LOCAL_SECRET_NAMES.filter((name) => {
    const value = setting(name)?.trim();
    return !value || value === DEVELOPMENT_VALUES[name];
  });
  const kept = generated.length > 0 ? localSecrets(dataDir) : null;
  const values = {} as Record<SecretName, string>;
  for (const name of LOCAL_SECRET_NAMES)
    values[name] = generated.includes(name) ? kept!.secrets[name] : setting(name)!.trim();
  return { values, generated, created: kept?.created ?? false };
}
