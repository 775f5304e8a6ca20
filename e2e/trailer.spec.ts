import { expect, test } from '@playwright/test';
import { localized, published } from './support/content';
import { waitForHydration } from './support/hydration';

/** 'Watch trailer' opens a dialog by keyboard, from the movie page and the listing; nothing loads from the video host before. */
const VIDEO_HOSTS = /videos\.example\.com|youtube|vimeo/;

for (const locale of ['pt', 'en'] as const) {
  const prefix = locale === 'pt' ? '' : '/en';
  const L =
    locale === 'pt'
      ? { watch: /^Assistir ao trailer/, close: 'Fechar o trailer', host: 'Assistir no site do vídeo' }
      : { watch: /^Watch trailer/, close: 'Close the trailer', host: 'Watch it on the video’s site' };

  test.describe(`trailer (${locale})`, () => {
    test('the movie page opens the trailer in a dialog by keyboard and returns focus', async ({ page }) => {
      const movie = published('movie').find((m) => m.fields.trailer_url)!;
      const title = localized(movie.fields.title, locale);
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (VIDEO_HOSTS.test(request.url())) videoRequests.push(request.url());
      });
      await page.goto(`${prefix}/cinema/${movie.fields.slug}`);
      await waitForHydration(page);
      const trigger = page.getByRole('button', { name: L.watch });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: L.close })).toBeFocused();
      // a host that cannot be framed is linked, in a new window
      await expect(dialog.getByRole('link', { name: new RegExp(L.host) })).toHaveAttribute(
        'href',
        String(movie.fields.trailer_url),
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(videoRequests).toEqual([]);
    });

    test('the listing opens the same dialog', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-18T09:00:00-03:00'));
      await page.goto(`${prefix}/cinema`);
      await waitForHydration(page);
      const trigger = page.getByRole('button', { name: L.watch }).first();
      await trigger.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('button', { name: L.close }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  });
}
