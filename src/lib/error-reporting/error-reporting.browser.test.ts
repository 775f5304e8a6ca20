import { afterEach, describe, expect, inject, it } from 'vitest';
import { reportError, resetErrorReportingForTests, startErrorReporting } from './error-reporting';

/**
 * The browser's side of error reporting, in Chromium with the SDK's browser
 * build, against a local stand-in for Sentry (sentry-receiver.global-setup.ts).
 */
const receiver = inject('sentryReceiver');
const dsn = `${receiver.replace('http://', 'http://publickey@')}/42`;
const received = async () =>
  (await (await fetch(`${receiver}/__events`)).json()) as {
    environment?: string;
    exception?: unknown;
    request?: { url?: string; headers?: Record<string, string> };
  }[];

afterEach(async () => {
  await fetch(`${receiver}/__events`, { method: 'DELETE' });
  resetErrorReportingForTests();
});

describe('error reporting in the browser', () => {
  it('without a DSN sends nothing', async () => {
    reportError(new Error('not reported'), () => startErrorReporting({ dsn: undefined, environment: 'browser' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await received()).toEqual([]);
  });

  it('an error a boundary caught arrives once, with the environment, the page and the browser', async () => {
    reportError(new Error('caught by the error boundary'), () =>
      startErrorReporting({ dsn, environment: 'browser-test' }),
    );
    await expect.poll(async () => (await received()).length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = await received();
    expect(events).toHaveLength(1);
    expect(events[0]?.environment).toBe('browser-test');
    expect(JSON.stringify(events[0]?.exception)).toContain('caught by the error boundary');
    expect(events[0]?.request?.url).toBe(window.location.href);
    expect(events[0]?.request?.headers?.['User-Agent']).toContain('Chrome');
  });
});
