import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderResumeStorage } from '../../src/features/forms/server/resume-storage.ts';
import { openSqliteStore } from '../../src/features/forms/server/sqlite-store.ts';
import { exportSubmissions } from './export.ts';
import { applyRetention } from './retention.ts';
import { submissionsCsv } from './submissions-csv.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

async function seeded() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'subs-'));
  dirs.push(dataDir);
  const store = openSqliteStore(path.join(dataDir, 'submissions.sqlite'));
  const resumes = folderResumeStorage(path.join(dataDir, 'resumes'));
  const resumeKey = await resumes.put(new TextEncoder().encode('%PDF-1.4'), 'pdf');
  const consent = { policyVersion: '2026-01', at: '2026-11-23T10:00:00.000Z' };
  await store.save({
    form: 'job',
    idempotencyKey: 'j1',
    locale: 'pt',
    fields: { name: 'Ana', message: '=HYPERLINK("x")' },
    consent,
    resumeKey,
  });
  await store.save({
    form: 'contact',
    idempotencyKey: 'c1',
    locale: 'en',
    fields: { name: 'Bia, "a" B' },
    consent,
    resumeKey: null,
  });
  await store.close();
  return { env: { DATA_DIR: dataDir } as unknown as NodeJS.ProcessEnv, dataDir, resumeKey };
}

describe('the staff scripts', () => {
  it('export a form’s submissions as CSV, résumés alongside', async () => {
    const { env, dataDir, resumeKey } = await seeded();
    const out = path.join(dataDir, 'export');
    const result = await exportSubmissions({ form: 'job', format: 'csv', out }, env);
    expect(result).toMatchObject({ count: 1, resumes: 1 });
    const csv = readFileSync(result.file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'id,form,created_at,locale,consent_policy_version,consent_at,resume,message,name',
    );
    // a formula is neutralised for spreadsheets
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(existsSync(path.join(out, 'resumes', resumeKey))).toBe(true);
  });

  it('export JSON with the consent of each submission', async () => {
    const { env, dataDir } = await seeded();
    const result = await exportSubmissions({ form: 'contact', format: 'json', out: path.join(dataDir, 'x') }, env);
    expect(JSON.parse(readFileSync(result.file, 'utf8'))).toMatchObject([
      { fields: { name: 'Bia, "a" B' }, consent: { policyVersion: '2026-01' } },
    ]);
  });

  it('delete what is older than the retention period, résumés included, and nothing newer', async () => {
    const { env, dataDir, resumeKey } = await seeded();
    expect((await applyRetention(30, env, new Date())).deleted).toBe(0);
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect((await applyRetention(30, env, later)).deleted).toBe(2);
    expect(existsSync(path.join(dataDir, 'resumes', resumeKey))).toBe(false);
    await expect(applyRetention(0, env)).rejects.toThrow(/at least 1/);
  });

  it('quote commas, quotes and line breaks in CSV', () => {
    const csv = submissionsCsv([
      {
        id: '1',
        form: 'contact',
        createdAt: 't',
        locale: 'pt',
        idempotencyKey: 'k',
        consent: { policyVersion: 'v', at: 'a' },
        resumeKey: null,
        fields: { message: 'a,b\n"c"' },
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('1,contact,t,pt,v,a,,"a,b\n""c"""');
  });
});
