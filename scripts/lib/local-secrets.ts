// The preview and webhook secrets of a site served on the embedded content with `npm start`: production
// mode never takes the development values (src/lib/config/env-schema.ts), so the first start generates
// random ones and keeps them in the ignored data folder, where later starts and builds find them again.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCAL_SECRET_NAMES = ['PREVIEW_SECRET', 'CMS_WEBHOOK_SECRET'] as const;
type SecretName = (typeof LOCAL_SECRET_NAMES)[number];

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
