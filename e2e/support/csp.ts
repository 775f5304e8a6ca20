import type { Page } from '@playwright/test';

/** A policy's directive (`script-src …`), or '' when the policy has none. */
export const directive = (policy: string | undefined, name: string) =>
  policy?.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';

/** Every Content-Security-Policy header of an answer: browsers enforce each one. */
export const policiesOf = (headers: { name: string; value: string }[]) =>
  headers.filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);

/** Violations the browser reports for the page, gathered from the moment it starts loading. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}
