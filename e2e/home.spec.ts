import { expect, test } from '@playwright/test';
import { localized, published, singleton } from './support/content';

const home = singleton('home_page');
const t = {
  pt: { hero: 'Destaques', next: 'Próximo destaque', previous: 'Destaque anterior' },
  en: { hero: 'Highlights', next: 'Next highlight', previous: 'Previous highlight' },
} as const;

for (const locale of ['pt', 'en'] as const) {
  const prefix = locale === 'pt' ? '/' : '/en';
  test.describe(`home (${locale})`, () => {
    test('hero with controls, featured places, articles, institute and the newsletter slot', async ({ page }) => {
      await page.goto(prefix);
      const hero = page.getByRole('region', { name: t[locale].hero });
      await expect(hero).toBeVisible();
      const slides = (home.hero_slides as Record<string, { title: string }[]>)[locale] ?? [];
      if (slides.length > 1) {
        await expect(hero.getByText(slides[0]!.title)).toBeVisible();
        await hero.getByRole('button', { name: t[locale].next }).click();
        await expect(hero.getByText(slides[1]!.title)).toBeVisible();
        await hero.getByRole('button', { name: t[locale].previous }).click();
        await expect(hero.getByText(slides[0]!.title)).toBeVisible();
        await expect(page.getByTestId('hero-play-toggle')).toBeVisible();
      }
      const featured = published('store').find((s) => s.id === (home.featured_stores as string[])[0]);
      if (featured) await expect(page.getByText(String(featured.fields.name)).first()).toBeVisible();
      const latest = published('article').sort((a, b) =>
        String(b.fields.date).localeCompare(String(a.fields.date)),
      )[0]!;
      await expect(page.getByText(localized(latest.fields.title, locale)).first()).toBeVisible();
      await expect(page.locator('[data-slot="newsletter"]')).toBeAttached();
      await expect(page.locator(`a[href*="instituto-"]`).first()).toBeVisible();
      await expect(page.locator(`a[href$="/mapa"]`).first()).toBeVisible();
    });

    test('ShoppingCenter JSON-LD with address, geo and hours', async ({ page }) => {
      await page.goto(prefix);
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((j) =>
        JSON.parse(j),
      );
      const center = blocks
        .flatMap((d) => (Array.isArray(d['@graph']) ? d['@graph'] : [d]))
        .find((d) => d['@type'] === 'ShoppingCenter');
      const settings = singleton('site_settings');
      expect(center?.address?.streetAddress).toContain(String(settings.street_address));
      expect(center?.geo?.latitude).toBeCloseTo(Number((settings.location as { latitude: number }).latitude), 3);
      expect(center?.openingHoursSpecification?.length).toBeGreaterThan(0);
    });
  });
}
