import { expect, test } from '@playwright/test';
import { localized, published } from './support/content';
import { waitForHydration } from './support/hydration';

/**
 * The institute's projects each have a page (issue: the cards led nowhere):
 * reached from the list by keyboard, in both locales, with the project's
 * year, story and the others to read next; an unknown project is a 404.
 */
const project = published('institute_project').sort((a, b) => Number(a.fields.year) - Number(b.fields.year))[0]!;
const slug = project.fields.slug as string;

for (const locale of ['pt', 'en'] as const) {
  const prefix = locale === 'pt' ? '' : '/en';
  const title = localized(project.fields.title, locale);

  test.describe(`institute projects (${locale})`, () => {
    test('a project card opens the project’s page, which tells its story', async ({ page }) => {
      await page.goto(`${prefix}/instituto-jacaranda/projetos`);
      await waitForHydration(page);
      const link = page.getByRole('main').getByRole('link', { name: title, exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/instituto-jacaranda/projetos/${slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(
        page.getByText(locale === 'pt' ? `Desde ${project.fields.year}` : `Since ${project.fields.year}`),
      ).toBeVisible();
      // (the list the visitor came from stays in the document, hidden, for the back button)
      await expect(page.getByText(localized(project.fields.summary, locale)).filter({ visible: true })).toBeVisible();
      // the others, never this one
      const others = page.getByRole('region', { name: locale === 'pt' ? 'Outros projetos' : 'Other projects' });
      await expect(others.getByRole('article')).toHaveCount(3);
      await expect(others.getByRole('link', { name: title, exact: true })).toHaveCount(0);
      // back up the trail
      await page
        .getByRole('navigation', { name: /breadcrumb|trilha|você está/i })
        .getByRole('link', { name: locale === 'pt' ? 'Nossos projetos' : 'Our projects' })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/instituto-jacaranda/projetos$`));
    });

    test('an unknown project is the site’s 404 in the locale', async ({ page }) => {
      const response = await page.goto(`${prefix}/instituto-jacaranda/projetos/nao-existe`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt' ? 'pt-BR' : 'en');
    });
  });
}

test('the language switch leads to the same project in the other locale', async ({ page }) => {
  await page.goto(`/instituto-jacaranda/projetos/${slug}`);
  await page
    .getByRole('link', { name: /english/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/instituto-jacaranda/projetos/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localized(project.fields.title, 'en'));
});
