import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { handleSubmission, type SubmissionContext } from './handle-submission';
import { RESUME_MAX_BYTES } from './resume-file';
import { folderResumeStorage } from './resume-storage';
import { docxFile, pdfFile, polyglots } from './test-resumes';
import { storeEngines } from './test-stores';

for (const engine of storeEngines()) {
  describe(`handling submissions (${engine.name})`, () => {
    let dir: string;
    let ctx: SubmissionContext;
    beforeEach(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'handle-'));
      ctx = {
        store: await engine.open(dir),
        resumes: folderResumeStorage(path.join(dir, 'resumes')),
        limiter: createRateLimiter({ name: 'forms', points: 100, durationSeconds: 1 }),
        privacyPolicyVersion: '2026-01',
        choices: { category: ['duvida'], opening: ['vaga-natal'] },
        now: () => new Date('2026-11-23T13:00:00Z'),
      };
    });
    afterEach(async () => {
      await ctx.store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const who = { locale: 'pt' as const, client: '203.0.113.9' };
    const form = (fields: Record<string, string | File>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      return data;
    };
    const contact = {
      name: 'Ana',
      surname: 'Souza',
      email: 'ana@example.com',
      category: 'duvida',
      subject: 'Guarda-chuva',
      message: 'Esqueci no cinema.',
      consent: 'on',
    };
    const PDF = pdfFile();
    const job = (file: File) =>
      form({
        opening: 'vaga-natal',
        name: 'Ana',
        surname: 'Souza',
        email: 'ana@example.com',
        phone: '(31) 99999-0000',
        cpf: '529.982.247-25',
        consent: 'on',
        resume: file,
      });

    describe('a submission', () => {
      it('is stored with its consent (policy version and time) and only its own fields', async () => {
        const outcome = await handleSubmission(
          'contact',
          form({ ...contact, idempotencyKey: 'abc-12345', sneaky: 'x', website: '' }),
          who,
          ctx,
        );
        expect(outcome).toEqual({ status: 201, kind: 'stored' });
        const [stored] = await ctx.store.list();
        expect(stored?.consent).toEqual({ policyVersion: '2026-01', at: '2026-11-23T13:00:00.000Z' });
        expect(Object.keys(stored!.fields).sort()).toEqual([
          'category',
          'email',
          'message',
          'name',
          'phone',
          'subject',
          'surname',
        ]);
      });

      it('sent twice with the same key is stored once (200 the second time)', async () => {
        const data = () => form({ ...contact, idempotencyKey: 'same-key-1' });
        expect((await handleSubmission('contact', data(), who, ctx)).status).toBe(201);
        expect((await handleSubmission('contact', data(), who, ctx)).status).toBe(200);
        expect(await ctx.store.list()).toHaveLength(1);
      });

      it('sent twice without JavaScript (no key) within a minute is stored once', async () => {
        await handleSubmission('contact', form(contact), who, ctx);
        await handleSubmission('contact', form(contact), who, ctx);
        expect(await ctx.store.list()).toHaveLength(1);
      });

      it('with bad fields is refused with each reason (422) and nothing is stored', async () => {
        const outcome = await handleSubmission(
          'contact',
          form({ ...contact, email: 'ana@', category: 'tampered', consent: '' }),
          who,
          ctx,
        );
        expect(outcome).toEqual({
          status: 422,
          kind: 'invalid',
          errors: { email: 'email', category: 'required', consent: 'privacy' },
        });
        expect(await ctx.store.list()).toEqual([]);
      });

      it('from a bot (the hidden field filled) looks accepted and keeps nothing', async () => {
        expect(
          (
            await handleSubmission(
              'newsletter',
              form({ name: 'Bot', email: 'bot@example.com', consent: 'on', website: 'http://spam' }),
              who,
              ctx,
            )
          ).status,
        ).toBe(201);
        expect(await ctx.store.list()).toEqual([]);
      });

      it('past the client’s rate is refused with 429 and a wait', async () => {
        ctx.limiter = createRateLimiter({ name: 'forms', points: 1, durationSeconds: 10 });
        await handleSubmission('newsletter', form({ name: 'Ana', email: 'ana@example.com', consent: 'on' }), who, ctx);
        const outcome = await handleSubmission(
          'newsletter',
          form({ name: 'Ana', email: 'ana2@example.com', consent: 'on' }),
          who,
          ctx,
        );
        expect(outcome).toEqual({ status: 429, kind: 'rateLimited', retryAfterSeconds: 10 });
      });

      it('answers 503 and says nothing personal in the log when the database fails', async () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        ctx.store = { ...ctx.store, save: () => Promise.reject(new Error('disk full for ana@example.com')) };
        expect((await handleSubmission('contact', form(contact), who, ctx)).status).toBe(503);
        expect(log.mock.calls.flat().join(' ')).not.toContain('ana@example.com');
        log.mockRestore();
      });
    });

    describe('a job application’s résumé', () => {
      it('is kept in the private folder when it really is a PDF', async () => {
        expect(
          (await handleSubmission('job', job(new File([PDF], 'cv.pdf', { type: 'application/pdf' })), who, ctx)).status,
        ).toBe(201);
        const [stored] = await ctx.store.list();
        expect(stored?.resumeKey).toMatch(/\.pdf$/);
        expect(await ctx.resumes.read(stored!.resumeKey!)).toEqual(PDF);
      });

      it('is kept when it really is a DOCX (an OOXML package)', async () => {
        const docx = docxFile();
        expect((await handleSubmission('job', job(new File([docx], 'cv.docx')), who, ctx)).status).toBe(201);
        const [stored] = await ctx.store.list();
        expect(stored?.resumeKey).toMatch(/\.docx$/);
        expect(await ctx.resumes.read(stored!.resumeKey!)).toEqual(docx);
      });

      for (const [name, make] of Object.entries(polyglots)) {
        it(`that is a polyglot or damaged (${name}) is refused with 415 and stored nowhere`, async () => {
          const file = new File([make()], 'cv.pdf', { type: 'application/pdf' });
          expect(await handleSubmission('job', job(file), who, ctx)).toEqual({ status: 415, kind: 'unreadableFile' });
          expect(await ctx.store.list()).toEqual([]);
          expect(existsSync(path.join(dir, 'resumes')) ? readdirSync(path.join(dir, 'resumes')) : []).toEqual([]);
        });
      }

      it('disguised as a PDF (an image renamed) is refused with 415', async () => {
        const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
        expect(
          await handleSubmission('job', job(new File([png], 'cv.pdf', { type: 'application/pdf' })), who, ctx),
        ).toEqual({ status: 415, kind: 'unsupportedFile' });
        expect(await ctx.store.list()).toEqual([]);
        expect(existsSync(path.join(dir, 'resumes')) ? readdirSync(path.join(dir, 'resumes')) : []).toEqual([]);
      });

      it('over 5 MB is refused with 413', async () => {
        const big = new Uint8Array(RESUME_MAX_BYTES + 1);
        big.set(PDF);
        expect((await handleSubmission('job', job(new File([big], 'cv.pdf')), who, ctx)).status).toBe(413);
      });

      it('missing is a field error, beside the others', async () => {
        const data = job(new File([], 'x.pdf'));
        data.set('cpf', '123');
        const outcome = await handleSubmission('job', data, who, ctx);
        expect(outcome).toEqual({ status: 422, kind: 'invalid', errors: { cpf: 'cpf', resume: 'resume' } });
      });
    });
  });
}
