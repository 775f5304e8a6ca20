import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, path, width, full] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto('http://localhost:3000' + path);
  await page.locator('html[data-hydrated]').waitFor().catch(() => {});
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full === 'full' });
  await page.close();
}
await browser.close();
