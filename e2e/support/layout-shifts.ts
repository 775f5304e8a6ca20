import type { Page } from '@playwright/test';

/** One layout shift that moved something inside `<main>`: its score and the first element it moved. */
export interface MainShift {
  value: number;
  source: string;
}

/**
 * Records, from the next page load on, every layout shift that moves something inside `<main>` (the header's own
 * late changes, such as a web font in the search box, are not the page's content). Read with `shiftsInMain`.
 */
export async function recordShiftsInMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shiftsInMain: { value: number; source: string }[] };
    w.shiftsInMain = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const moved = entry.sources.map((s) => s.node).filter((n) => n && document.querySelector('main')?.contains(n));
        if (moved.length > 0)
          w.shiftsInMain.push({ value: entry.value, source: (moved[0] as Element).outerHTML?.slice(0, 120) ?? '' });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on the current page so far, and their total score. */
export async function shiftsInMain(page: Page): Promise<{ total: number; shifts: MainShift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { shiftsInMain: MainShift[] }).shiftsInMain);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/**
 * Delays every script of the build, as a slow phone gets them, so the page paints its server HTML before it
 * hydrates and any change hydration makes to the layout shows as a shift.
 */
export async function scriptsArriveLate(page: Page, delayMs = 400): Promise<void> {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
