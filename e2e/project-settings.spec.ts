import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  contentDir,
  deleteRecord,
  localized,
  published,
  readRecord,
  singleton,
  waitForPublishedArticle,
  writeRecord,
} from './support/content';

/**
 * The project's settings (cms/content/_site.json) as the site shows them, in
 * both locales: titles end with the Global SEO suffix and name the site in
 * og:site_name; on a project where nobody set Global SEO the site falls back
 * to the mall's name. And the article lookup that never relies on a filter's
 * locale fallback (ADR 0045).
 */
const settingsFile = () => join(contentDir(), '_site.json');
const ABOUT = { pt: '/sobre', en: '/en/about' } as const;
const mallName = () => singleton('site_settings').mall_name as string;

async function expectIdentity(page: Page, path: string, suffix: string, siteName: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`${suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), { timeout: 300 });
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', siteName, { timeout: 300 });
  }).toPass({ timeout: 15_000, intervals: [300] });
}

test.describe('Global SEO and favicon from the project settings', () => {
  test('titles, og:site_name and favicons are the settings’, follow an edit, and fall back to the mall’s name without Global SEO', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const original = readFileSync(settingsFile(), 'utf8');
    const settings = JSON.parse(original) as {
      global_seo: Record<string, { site_name: string; title_suffix: string }> | null;
    };
    try {
      for (const locale of ['pt', 'en'] as const) {
        const seo = settings.global_seo![locale]!;
        await expectIdentity(page, ABOUT[locale], seo.title_suffix, seo.site_name);
        const icons = await page
          .locator('link[rel="icon"]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
        expect(icons.some((href) => href?.includes('/assets/site/favicon.png'))).toBe(true);
      }

      const edited = structuredClone(settings);
      for (const seo of Object.values(edited.global_seo!))
        Object.assign(seo, { site_name: 'Jacarandá Mall', title_suffix: ' · Jacarandá Mall' });
      writeFileSync(settingsFile(), JSON.stringify(edited, null, 2));
      for (const locale of ['pt', 'en'] as const)
        await expectIdentity(page, ABOUT[locale], ' · Jacarandá Mall', 'Jacarandá Mall');

      writeFileSync(settingsFile(), JSON.stringify({ ...settings, global_seo: null }, null, 2));
      for (const locale of ['pt', 'en'] as const)
        await expectIdentity(page, ABOUT[locale], ` | ${mallName()}`, mallName());
    } finally {
      writeFileSync(settingsFile(), original);
    }
    for (const locale of ['pt', 'en'] as const)
      await expectIdentity(
        page,
        ABOUT[locale],
        settings.global_seo!.pt!.title_suffix,
        settings.global_seo!.pt!.site_name,
      );
  });
});

test.describe('an article URL whose slug is not of its locale', () => {
  test('an article with no English slug is read in English under its Portuguese slug; in Portuguese as usual', async ({
    page,
  }) => {
    const [source] = published('article');
    const record = readRecord('article', source!.id);
    const fields = structuredClone(record.published!.fields) as Record<string, unknown>;
    // Portuguese only: every localized value loses its English
    for (const [key, value] of Object.entries(fields)) {
      if (value && typeof value === 'object' && !Array.isArray(value) && 'pt' in value)
        fields[key] = { pt: (value as Record<string, unknown>).pt };
    }
    const slug = `so-em-portugues-${Date.now()}`;
    fields.slug = { pt: slug };
    fields.title = { pt: 'Só em português' };
    const id = 'article-e2e-pt-only';
    try {
      writeRecord('article', {
        id,
        createdAt: '2026-01-01T10:00:00-03:00',
        published: { ...record.published!, fields },
      } as never);
      await waitForPublishedArticle(id);
      for (const path of [`/artigo/${slug}`, `/en/article/${slug}`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Só em português');
      }
    } finally {
      deleteRecord('article', id);
    }
  });

  test('a Portuguese slug under /en redirects to the article’s English slug; an English slug under the Portuguese path is a 404', async ({
    request,
  }) => {
    const article = published('article').find(
      (a) => localized(a.fields.slug, 'en') !== localized(a.fields.slug, 'pt'),
    )!;
    const [pt, en] = [localized(article.fields.slug, 'pt'), localized(article.fields.slug, 'en')];
    const redirect = await request.get(`/en/article/${pt}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(new URL(redirect.headers().location!, 'http://x').pathname).toBe(`/en/article/${en}`);
    expect((await request.get(`/en/article/${en}`, { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get(`/artigo/${en}`, { maxRedirects: 0 })).status()).toBe(404);
  });
});
