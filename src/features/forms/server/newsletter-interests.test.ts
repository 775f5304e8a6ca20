import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { handleSubmission, type SubmissionContext } from './handle-submission';
import { folderResumeStorage } from './resume-storage';
import { storeEngines } from './test-stores';

/** Issue 23: the newsletter sign-up may choose "offers"; the interest is kept with the consent it came with. */
for (const engine of storeEngines()) {
  describe(`newsletter interests (${engine.name})`, () => {
    let dir: string;
    let ctx: SubmissionContext;
    beforeEach(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'interests-'));
      ctx = {
        store: await engine.open(dir),
        resumes: folderResumeStorage(path.join(dir, 'resumes')),
        limiter: createRateLimiter({ name: 'forms', points: 100, durationSeconds: 1 }),
        privacyPolicyVersion: '2026-01',
        choices: { category: [], opening: [] },
        now: () => new Date('2026-11-23T13:00:00Z'),
      };
    });
    afterEach(async () => {
      await ctx.store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const who = { locale: 'pt' as const, client: '203.0.113.9' };
    const signUp = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ name: 'Ana', email: 'ana@example.com', consent: 'on', ...fields }))
        data.append(k, v);
      return handleSubmission('newsletter', data, who, ctx);
    };

    it('stores "offers" with the consent, not among the fields', async () => {
      expect((await signUp({ interest_offers: 'on' })).status).toBe(201);
      const [stored] = await ctx.store.list({ form: 'newsletter' });
      expect(stored?.consent).toEqual({
        policyVersion: '2026-01',
        at: '2026-11-23T13:00:00.000Z',
        interests: ['offers'],
      });
      expect(stored?.fields).toEqual({ name: 'Ana', email: 'ana@example.com' });
    });

    it('stores no interest when none is chosen', async () => {
      expect((await signUp({})).status).toBe(201);
      const [stored] = await ctx.store.list({ form: 'newsletter' });
      expect(stored?.consent.interests).toEqual([]);
    });

    it('refuses a value the checkbox cannot send', async () => {
      expect((await signUp({ interest_offers: 'everything' })).status).toBe(422);
    });
  });
}
