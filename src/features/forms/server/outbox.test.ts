import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { handleSubmission } from './handle-submission';
import { deliverDue, nextAttemptDelaySeconds } from './outbox';
import { folderResumeStorage } from './resume-storage';
import { smtpSender, type MailMessage } from './smtp-sender';
import type { NewSubmission, SubmissionStore } from './submission-store';
import { startTestSmtpServer } from './test-smtp-server';
import { storeEngines } from './test-stores';

const mall = { to: 'atendimento@shoppingjacaranda.example', from: 'site@shoppingjacaranda.example' };
const submission = (key: string): NewSubmission => ({
  form: 'contact',
  idempotencyKey: key,
  locale: 'pt',
  fields: { name: 'Ana', email: 'ana@example.com', subject: 'Guarda-chuva', message: 'Esqueci no cinema.' },
  consent: { policyVersion: '2026-01', at: '2026-11-23T10:00:00.000Z' },
  resumeKey: null,
});

for (const engine of storeEngines()) {
  describe(`the notifications outbox (${engine.name})`, () => {
    let dir: string;
    let store: SubmissionStore;
    let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
    // through STARTTLS, as production requires, trusting only the test server's own certificate
    const send = (message: MailMessage) => smtpSender(smtp.url, { tls: smtp.clientTls, timeoutMs: 3000 })(message);
    beforeEach(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
      store = await engine.open(dir);
      smtp = await startTestSmtpServer();
    });
    afterEach(async () => {
      await store.close();
      await smtp.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    });

    it('e-mails the mall once per stored submission, a retry included', async () => {
      await store.save(submission('k1'), { notify: true });
      await store.save(submission('k1'), { notify: true });
      expect(await deliverDue(store, send, mall)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual([mall.to]);
      // nothing is sent twice
      expect(await deliverDue(store, send, mall)).toEqual({ sent: 0, failed: 0 });
    });

    it('tries again later when the server refuses for now, and then delivers', async () => {
      await store.save(submission('k2'), { notify: true });
      smtp.failNext();
      const now = new Date();
      expect(await deliverDue(store, send, mall, now)).toEqual({ sent: 0, failed: 1 });
      // not due before its delay
      expect(await deliverDue(store, send, mall, new Date(now.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 });
      expect(
        await deliverDue(store, send, mall, new Date(now.getTime() + nextAttemptDelaySeconds(0) * 1000 + 1000)),
      ).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    });

    it('never blocks nor loses a submission while the mail server is down', async () => {
      await smtp.close();
      const ctx = {
        store,
        resumes: folderResumeStorage(path.join(dir, 'resumes')),
        limiter: createRateLimiter({ name: 'forms', points: 10, durationSeconds: 1 }),
        privacyPolicyVersion: '2026-01',
        choices: {},
        notify: true,
      };
      const data = new FormData();
      for (const [k, v] of Object.entries({ name: 'Bia', email: 'bia@example.com', consent: 'on' })) data.append(k, v);
      expect((await handleSubmission('newsletter', data, { locale: 'pt', client: 'x' }, ctx)).status).toBe(201);
      expect(await deliverDue(store, send, mall)).toEqual({ sent: 0, failed: 1 });
      expect(await store.list({ form: 'newsletter' })).toHaveLength(1);
    });
  });
}

describe('the outbox’s patience', () => {
  it('doubles the wait after each failure, up to an hour', () => {
    expect([0, 1, 2, 3, 10].map(nextAttemptDelaySeconds)).toEqual([60, 120, 240, 480, 3600]);
  });
});
