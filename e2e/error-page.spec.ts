import { expect, test, type Page } from '@playwright/test';
import {
  deleteRecord,
  published,
  waitForPublishedArticle,
  writeRecord,
  records,
  type ContentRecord,
} from './support/content';

/**
 * A fatal rendering error as it happens in real life: an editor publishes an
 * article whose body links to a record that is still a draft. The published
 * API drops the unpublished link target, the strict structured-text renderer
 * refuses to half-render the article, and the error page takes over.
 */
const article = published('article').find((a) => (a.fields.slug as Record<string, string>).en)!;
const draftOnly = records('article').find((r) => !r.published && r.draft)!;

/**
 * The broken article is a new record, published after the build: a page the
 * cache has never held, so its first render is the one that fails. (A broken
 * edit of a page already in the cache keeps serving the last good version:
 * e2e/caching.spec.ts.)
 */
const brokenId = 'article-e2e-broken';
/** A fresh slug per test: a URL once answered is cached as it was (a 404 before, the 500 is not kept). */
let slug = { pt: '', en: '' };

function brokenArticle(): ContentRecord {
  const fields = structuredClone(article.fields) as Record<string, unknown>;
  fields.slug = slug;
  const body = fields.body as Record<string, { document: { children: unknown[] } }>;
  for (const locale of ['pt', 'en']) {
    body[locale]?.document.children.push({
      type: 'paragraph',
      children: [{ type: 'itemLink', item: draftOnly.id, children: [{ type: 'span', value: 'rascunho' }] }],
    });
  }
  const now = new Date().toISOString();
  return {
    id: brokenId,
    createdAt: now,
    published: { updatedAt: now, publishedAt: now, firstPublishedAt: now, fields },
    draft: null,
  } as ContentRecord;
}

/** Publishes the broken article under fresh slugs and waits until the content service serves it; returns a function that deletes it. */
async function breakArticle() {
  const stamp = Date.now();
  slug = { pt: `artigo-com-link-quebrado-${stamp}`, en: `article-with-a-broken-link-${stamp}` };
  writeRecord('article', brokenArticle());
  await waitForPublishedArticle(brokenId);
  return async () => {
    deleteRecord('article', brokenId);
    await waitForPublishedArticle(brokenId, false);
  };
}

/** The publish reaches the site through the webhook within a moment: load until the server answers 500. */
async function gotoBroken(page: Page, path: string) {
  await expect(async () => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(500);
  }).toPass({ timeout: 20_000 });
}

const cases = [
  {
    locale: 'pt',
    path: () => `/artigo/${slug.pt}`,
    heading: 'Erro 500',
    message: 'Algo deu errado.',
    button: 'Voltar para o início',
    home: '/',
  },
  {
    locale: 'en',
    path: () => `/en/article/${slug.en}`,
    heading: 'Error 500',
    message: 'Something went wrong.',
    button: 'Go back home',
    home: '/en',
  },
] as const;

test.describe('fatal errors show the error page, except to bots', () => {
  for (const c of cases) {
    test(`a visitor gets the general error page and a way home (${c.locale})`, async ({ page }) => {
      const restore = await breakArticle();
      try {
        const logs: string[] = [];
        page.on('console', (m) => logs.push(m.text()));
        await gotoBroken(page, c.path());
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
        // The general message is markup: its first sentence is emphasised.
        await expect(page.locator('strong', { hasText: c.message })).toBeVisible();
        await expect(page.locator('img[src*="error"], img[src*="generic"]').first()).toBeVisible();
        expect(logs.some((l) => /error/i.test(l))).toBe(true);
        await page
          .getByRole('link', { name: c.button })
          .or(page.getByRole('button', { name: c.button }))
          .first()
          .click();
        await expect(page).toHaveURL((url) => url.pathname === c.home);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(c.heading);
      } finally {
        await restore();
      }
    });
  }

  for (const userAgent of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 Chrome-Lighthouse',
  ]) {
    test(`a bot (${userAgent.slice(0, 30)}…) gets no error page, only the log`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent, locale: 'pt-BR' });
      const page = await context.newPage();
      const restore = await breakArticle();
      try {
        const logs: string[] = [];
        page.on('console', (m) => logs.push(m.text()));
        await gotoBroken(page, cases[0].path());
        // The error reaches the console (not only the network log of the 500).
        await expect
          .poll(() => logs.some((l) => /error/i.test(l) && !l.startsWith('Failed to load resource')), {
            timeout: 15_000,
          })
          .toBe(true);
        await expect(page.getByRole('heading', { name: cases[0].heading })).toHaveCount(0);
        await expect(page.getByText(cases[0].message)).toHaveCount(0);
      } finally {
        await restore();
        await context.close();
      }
    });
  }
});
