import type { Page } from '@playwright/test';

const HYDRATED = 'html[data-hydrated]';

/**
 * Waits until React has hydrated the page: `<html data-hydrated>` is set by the layout's `MountedSignal`, and
 * keyboard shortcuts, forms and toggles answer only after it.
 *
 * When it never comes, the error says what the page was doing. CI has seen pages that stayed unhydrated for 20–30 s
 * and hydrated on the retry (2026-12-07, axe and search specs), and the plain timeout could not tell a script that
 * never arrived from one that failed or a main thread that was busy.
 */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}): Promise<void> {
  try {
    await page.locator(HYDRATED).waitFor({ state: 'attached', ...options });
  } catch (error) {
    throw new Error(`the page never hydrated (${page.url()})\n${await whyNotHydrated(page)}`, { cause: error });
  }
}

async function whyNotHydrated(page: Page): Promise<string> {
  const lines: string[] = [];
  const requests = await page.requests().catch(() => []);
  for (const request of requests) {
    if (!['document', 'script', 'fetch'].includes(request.resourceType())) continue;
    // a request's timing is not filled in for every finished request: its response says what it got
    const response = await Promise.race([
      request.response().catch(() => null),
      new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 250)),
    ]);
    const outcome =
      request.failure()?.errorText ??
      (response === 'pending' ? 'still loading' : response ? `HTTP ${response.status()}` : 'no response');
    if (outcome !== 'HTTP 200' || request.resourceType() === 'document')
      lines.push(`${request.resourceType()} ${outcome}: ${request.url()}`);
  }
  const errors = await page.pageErrors().catch(() => []);
  for (const error of errors) lines.push(`page error: ${error.message}`);
  const messages = await page.consoleMessages().catch(() => []);
  for (const message of messages)
    if (message.type() === 'error' || message.type() === 'warning')
      lines.push(`console ${message.type()}: ${message.text().slice(0, 300)}`);
  // a main thread that never yields cannot answer: that, too, is an answer
  const state = await Promise.race([
    page
      .evaluate(() => ({
        readyState: document.readyState,
        scriptsNamed: document.querySelectorAll('script[src]').length,
        scriptsLoaded: performance.getEntriesByType('resource').filter((e) => e.name.includes('/_next/static/')).length,
      }))
      .catch((error: Error) => `evaluate failed: ${error.message}`),
    new Promise((resolve) =>
      setTimeout(() => resolve('the page did not answer within 2 s (main thread busy?)'), 2_000),
    ),
  ]);
  lines.push(`page state: ${JSON.stringify(state)}`);
  // the same console line once per failed request says nothing the request lines do not
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, n]) => (n > 1 ? `${line} (×${n})` : line)).join('\n');
}
