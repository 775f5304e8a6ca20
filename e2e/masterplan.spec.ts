import { expect, test } from '@playwright/test';
import { localized, singleton } from './support/content';

/**
 * The masterplan (issue: its diagram was two plain rectangles): the CMS's
 * phases drawn as a numbered plan, and the same phases as a timeline list,
 * in both locales.
 */
const phases = (singleton('masterplan_page').phases as { name: unknown; year: number; status: string }[])
  .slice()
  .sort((a, b) => a.year - b.year);
const l = {
  pt: {
    path: '/masterplan',
    plan: 'Planta ilustrada da expansão',
    phases: 'Etapas',
    status: { done: 'Concluída', in_progress: 'Em obras', planned: 'Prevista' },
  },
  en: {
    path: '/en/masterplan',
    plan: 'Illustrated plan of the expansion',
    phases: 'Phases',
    status: { done: 'Completed', in_progress: 'Under way', planned: 'Planned' },
  },
} as const;

for (const locale of ['pt', 'en'] as const) {
  const t = l[locale];
  test(`the masterplan draws its phases and lists them in the order they open (${locale})`, async ({ page }) => {
    await page.goto(t.path);
    const plan = page.getByRole('img', { name: t.plan });
    await expect(plan).toBeVisible();
    // one numbered area per phase on the drawing
    await expect(plan.locator('[data-status]')).toHaveCount(phases.length);
    const list = page.getByRole('list', { name: t.phases });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(phases.length);
    for (const [i, phase] of phases.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole('heading')).toContainText(localized(phase.name, locale));
      await expect(item).toContainText(String(phase.year));
      await expect(item).toContainText(t.status[phase.status as keyof typeof t.status]);
    }
  });
}
