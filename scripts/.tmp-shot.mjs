import { chromium } from '@playwright/test';
const [base, ...specs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const spec of specs) {
  const [path, w, mode, sel, name] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: +w, height: +(process.env.H||900) }, forcedColors: mode === 'forced' ? 'active' : 'none', deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.evaluate(() => localStorage.setItem('jacaranda-consent', JSON.stringify({ version: 1, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' })));
  await page.reload(); await page.waitForTimeout(800);
  if (mode === 'hc') { await page.evaluate(() => document.documentElement.setAttribute('data-contrast','high')); }
  const target = sel ? page.locator(sel).first() : page;
  if (sel) await target.scrollIntoViewIfNeeded();
  await target.screenshot({ path: `/tmp/shots/${name}.png`, ...(sel ? {} : { fullPage: false }) });
  await ctx.close();
}
await browser.close();
