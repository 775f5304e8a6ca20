import 'server-only';
import type { RateLimiter } from '@/lib/http/rate-limit';
import { FORMS_RATE, siteRateLimiter } from '@/server/site-rate-limits';
import type { ResumeStorage } from './resume-storage';
import { existsSync } from 'node:fs';
import { openResumeStorage, openStore } from './open-store';
import { startOutbox } from './outbox';
import { smtpSender } from './smtp-sender';
import type { SubmissionStore } from './submission-store';
import { submissionsConfig } from './submissions-config';

interface Services {
  store: SubmissionStore;
  resumes: ResumeStorage;
  limiter: RateLimiter;
  privacyPolicyVersion: string;
  notify: boolean;
  onStored?: () => void;
}

// one store a process, kept on globalThis so that the route and the server action
// (bundled apart) share the connection and the rate limiter
const KEY = Symbol.for('mall.submissions');
type Holder = { [KEY]?: Services };

/** The process's submission services, opened (and migrated) on first use. */
export function submissionServices(): Services {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const config = submissionsConfig();
    const store = withFaultSwitch(openStore(config), process.env.SUBMISSIONS_FAULT_FILE);
    const notify = config.notify;
    const outbox = notify ? startOutbox(store, smtpSender(notify.smtpUrl), notify) : null;
    holder[KEY] = {
      store,
      notify: outbox !== null,
      onStored: outbox?.kick,
      resumes: openResumeStorage(config),
      limiter: siteRateLimiter(FORMS_RATE),
      privacyPolicyVersion: config.privacyPolicyVersion,
    };
  }
  return holder[KEY];
}

/**
 * End-to-end tests stage a database outage by creating the file named in
 * SUBMISSIONS_FAULT_FILE (scripts/e2e-server.mjs sets it; nothing else does):
 * while it exists, every save fails as a full disk would.
 */
function withFaultSwitch(store: SubmissionStore, faultFile: string | undefined): SubmissionStore {
  if (!faultFile) return store;
  return {
    ...store,
    save: (submission) => (existsSync(faultFile) ? Promise.reject(new Error('staged outage')) : store.save(submission)),
  };
}
