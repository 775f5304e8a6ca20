import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_VALUES, localSecrets, productionSecrets } from './local-secrets.ts';

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
    expect(
      localSecrets(path.join(mkdtempSync(path.join(tmpdir(), 'secrets-')), 'data')).secrets.PREVIEW_SECRET,
    ).not.toBe(first.secrets.PREVIEW_SECRET);
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

describe('the values of a production start or build on the embedded content (ADR 0048)', () => {
  it('keeps what is configured, and replaces what is unset or a published development value with kept random ones', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'secrets-')), 'data');
    const configured: Record<string, string | undefined> = {
      PREVIEW_SECRET: 'my-own-preview-secret',
      DATOCMS_PUBLISHED_TOKEN: 'dev-published-token',
      DATOCMS_DRAFT_TOKEN: ' ',
    };
    const first = productionSecrets((name) => configured[name], dir);
    expect(first.generated.sort()).toEqual(['CMS_WEBHOOK_SECRET', 'DATOCMS_DRAFT_TOKEN', 'DATOCMS_PUBLISHED_TOKEN']);
    expect(first.values.PREVIEW_SECRET).toBe('my-own-preview-secret');
    for (const name of first.generated) {
      expect(first.values[name]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Object.values(DEVELOPMENT_VALUES)).not.toContain(first.values[name]);
    }
    expect(first.values.DATOCMS_PUBLISHED_TOKEN).not.toBe(first.values.DATOCMS_DRAFT_TOKEN);
    // the next start and the build find the same ones
    expect(productionSecrets((name) => configured[name], dir).values).toEqual(first.values);
  });

  it('writes nothing when every value is the deployment’s own', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'secrets-')), 'data');
    const { generated, created } = productionSecrets((name) => `own-${name.toLowerCase()}`, dir);
    expect({ generated, created }).toEqual({ generated: [], created: false });
    expect(existsSync(dir)).toBe(false);
  });
});
