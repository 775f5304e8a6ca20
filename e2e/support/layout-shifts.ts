import type { Page } from '@playwright/test';

/** One layout shift: its score and the first element it moved. */
export interface LayoutShift {
  value: number;
  source: string;
}

interface RecordedShift extends LayoutShift {
  /** the first element it moved inside `<main>`, if it moved any */
  inMain: string | null;
}

/**
 * Records, from the next page load on, every layout shift: its score, the first element it moved, and the first it
 * moved inside `<main>`. Read with `shiftsInMain` (the page's content; the header's own late changes, such as a web
 * font in the search box, are not) or `allShifts`.
 */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { recordedShifts: RecordedShift[] };
    w.recordedShifts = [];
    const html = (node: Node | undefined) => (node instanceof Element ? node.outerHTML.slice(0, 120) : '');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const moved = entry.sources.map((s) => s.node);
        const inMain = moved.find((n) => n && document.querySelector('main')?.contains(n));
        w.recordedShifts.push({ value: entry.value, source: html(moved[0]), inMain: inMain ? html(inMain) : null });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function recorded(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as { recordedShifts: RecordedShift[] }).recordedShifts);
}

const summed = (shifts: LayoutShift[]) => ({ total: shifts.reduce((sum, s) => sum + s.value, 0), shifts });

/** The shifts recorded on the current page so far that moved something inside `<main>`, and their total score. */
export async function shiftsInMain(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  return summed(
    (await recorded(page)).flatMap((s) => (s.inMain === null ? [] : [{ value: s.value, source: s.inMain }])),
  );
}

/** Every shift recorded on the current page so far, wherever it moved something, and their total score. */
export async function allShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  return summed((await recorded(page)).map(({ value, source }) => ({ value, source })));
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
 * Holds the HTML parser for `pauseMs` right after the `occurrence`-th `marker` in the next document of `path`, as a
 * slow link does when the rest of the page has not arrived yet: whatever the browser paints meanwhile is the document
 * so far. The pause is a script of the page's own origin that answers late; the page's CSP header is left out of
 * that one answer so it may run.
 */
export async function parserPausesAfter(
  page: Page,
  path: string,
  marker: string,
  { pauseMs = 800, occurrence = 1 }: { pauseMs?: number; occurrence?: number } = {},
): Promise<void> {
  await page.route('**/__parser-pause.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      // the router's own requests for the page (a prefetch of its payload) go on as they are
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      let at = -1;
      for (let n = 0; n < occurrence; n++) {
        at = html.indexOf(marker, at + 1);
        if (at < 0) throw new Error(`${path}: fewer than ${occurrence} ${marker} in its HTML`);
      }
      const end = at + marker.length;
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-security-policy', 'content-length', 'content-encoding'].includes(name),
        ),
      );
      await route.fulfill({
        response,
        headers,
        body: `${html.slice(0, end)}<script src="/__parser-pause.js"></script>${html.slice(end)}`,
      });
    },
  );
}
