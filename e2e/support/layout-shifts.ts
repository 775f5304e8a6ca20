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

/**
 * Holds the HTML parser for `pauseMs` right after `marker` in the next document of `path`, as a slow link does when
 * the rest of the page has not arrived yet: whatever the browser paints meanwhile is the document so far. The
 * pause is a script of the page's own origin that answers late; the page's CSP header is left out of that one
 * answer so it may run.
 */
export async function parserPausesAfter(page: Page, path: string, marker: string, pauseMs = 800): Promise<void> {
  await page.route('**/__parser-pause.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes(marker)) throw new Error(`${path}: no ${marker} in its HTML`);
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-security-policy', 'content-length', 'content-encoding'].includes(name),
        ),
      );
      await route.fulfill({
        response,
        headers,
        body: html.replace(marker, `${marker}<script src="/__parser-pause.js"></script>`),
      });
    },
  );
}

/** Records, from the next page load on, the score of every layout shift, wherever it moved something. */
export async function recordAllShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { allShifts: { value: number; source: string }[] };
    w.allShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const moved = entry.sources[0]?.node;
        w.allShifts.push({ value: entry.value, source: moved instanceof Element ? moved.outerHTML.slice(0, 120) : '' });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts `recordAllShifts` has seen on the current page so far, and their total score. */
export async function allShifts(page: Page): Promise<{ total: number; shifts: MainShift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { allShifts: MainShift[] }).allShifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
