import type { MailMessage } from './smtp-sender.ts';
import type { StoredSubmission, SubmissionStore } from './submission-store.ts';

export interface NotifyConfig {
  /** smtp://user:pass@host:587 or smtps://…:465 */
  smtpUrl: string;
  /** the mall's address that receives the forms */
  to: string;
  from: string;
}

const SUBJECTS: Record<StoredSubmission['form'], (s: StoredSubmission) => string> = {
  contact: (s) => `Contato pelo site: ${s.fields.subject ?? ''}`.trim(),
  newsletter: () => 'Nova inscrição na newsletter',
  job: (s) => `Candidatura pelo site: ${s.fields.opening ?? ''}`.trim(),
};

/** The notification for one submission: what was sent, when, in which language; the résumé stays in the private store. */
export function notificationMessage(
  submission: StoredSubmission,
  config: Pick<NotifyConfig, 'to' | 'from'>,
): MailMessage {
  const lines = [
    ...Object.entries(submission.fields).map(([name, value]) => `${name}: ${value}`),
    '',
    `idioma: ${submission.locale}`,
    `enviado em: ${submission.createdAt}`,
    `consentimento: política ${submission.consent.policyVersion}, ${submission.consent.at}`,
    ...(submission.resumeKey ? [`currículo: ${submission.resumeKey} (npm run submissions:export -- --form job)`] : []),
  ];
  return { from: config.from, to: config.to, subject: SUBJECTS[submission.form](submission), text: lines.join('\n') };
}

/** Waits longer after each failed attempt: 1, 2, 4… minutes, at most an hour. */
export function nextAttemptDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** attempts, 3600);
}

/**
 * Sends what is due in the outbox, one message at a time, and records each
 * outcome: sent, or failed with the next attempt's time. A failure never
 * touches the submission, which was stored before it was queued.
 */
export async function deliverDue(
  store: SubmissionStore,
  send: (message: MailMessage) => Promise<void>,
  config: Pick<NotifyConfig, 'to' | 'from'>,
  now: Date = new Date(),
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const entry of await store.dueNotifications(now.toISOString(), 20)) {
    try {
      await send(notificationMessage(entry.submission, config));
      await store.markSent(entry.id, new Date().toISOString());
      sent += 1;
    } catch (error) {
      const next = new Date(now.getTime() + nextAttemptDelaySeconds(entry.attempts) * 1000).toISOString();
      // the error's kind and code only: an SMTP reply can quote the address
      const reason =
        error instanceof Error
          ? `${error.name}${'code' in error ? ` ${String((error as { code: unknown }).code)}` : ''}`
          : 'error';
      await store.markFailed(entry.id, reason, next);
      failed += 1;
    }
  }
  return { sent, failed };
}

/**
 * Runs the outbox in the background of the server: every `intervalMs`, and
 * right after a submission is stored (`kick`). Never awaited by a visitor's
 * request; one round at a time.
 */
export function startOutbox(
  store: SubmissionStore,
  send: (message: MailMessage) => Promise<void>,
  config: NotifyConfig,
  intervalMs = 30_000,
) {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await deliverDue(store, send, config);
    } catch (error) {
      console.error(`[forms] outbox round failed: ${error instanceof Error ? error.name : 'error'}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  return { kick: () => void round(), stop: () => clearInterval(timer) };
}
