import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSecrets } from './local-secrets.ts';

describe('the secrets of a local production start', () => {
  it('are random, kept for the next start, and readable by this user only', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'secrets-')), 'data');
    const first = localSecrets(dir);
    expect(first.created).toBe(true);
    expect(first.secrets.PREVIEW_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.secrets.CMS_WEBHOOK_SECRET).not.toBe(first.secrets.PREVIEW_SECRET);
    expect(statSync(path.join(dir, 'local-secrets.json')).mode & 0o077).toBe(0);
    const again = localSecrets(dir);
    expect(again).toEqual({ secrets: first.secrets, created: false });
    // another checkout gets other secrets
    expect(localSecrets(path.join(mkdtempSync(path.join(tmpdir(), 'secrets-')), 'data')).secrets.PREVIEW_SECRET).not.toBe(first.secrets.PREVIEW_SECRET);
  });

  it('replaces a damaged or weak file instead of trusting it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    writeFileSync(path.join(dir, 'local-secrets.json'), '{"PREVIEW_SECRET":"dev-preview-secret"');
    const { secrets, created } = localSecrets(dir);
    expect(created).toBe(true);
    expect(secrets.PREVIEW_SECRET).not.toBe('dev-preview-secret');
    expect(JSON.parse(readFileSync(path.join(dir, 'local-secrets.json'), 'utf8'))).toEqual(secrets);
  });
});
