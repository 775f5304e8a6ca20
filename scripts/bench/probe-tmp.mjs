import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, mobile] of [[1280, 800, false], [412, 915, true]]) {
  const ctx = await browser.newContext({ serviceWorkers: 'block', viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile });
  const page = await ctx.newPage();
  const reqs = [];
  page.on('requestfinished', async (r) => { const s = await r.sizes().catch(() => null); reqs.push(`${r.resourceType()} ${r.url().replace('http://localhost:', '').slice(0, 110)} ${s ? s.responseBodySize : '?'}`); });
  await page.goto('http://localhost:' + (process.argv[2] ?? '3300') + '/sobre');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  console.log(w, '\n  ' + reqs.filter((r) => !r.startsWith('script') && !r.startsWith('stylesheet') && !r.startsWith('font')).join('\n  '));
  await ctx.close();
}
await browser.close();
