import { expect, test } from '@playwright/test';
import { readRecord, writeRecord, localized } from './support/content';
import { PREVIEW_SECRET } from './support/secrets';

const SECRET = PREVIEW_SECRET;

// With the service worker (ADR 0076): it must stay out of an editor's way, draft routes and draft pages alike.
test.use({ serviceWorkers: 'allow' });

test.describe('preview (draft mode) and live updates', () => {
  test('/api/preview never gives the draft token outside draft mode, even with a forged cookie', async ({
    request,
    context,
  }) => {
    const plain = await (await request.get('/api/preview')).json();
    expect(plain.enabled).toBe(false);
    expect(plain.token).not.toBe(process.env.DATOCMS_DRAFT_TOKEN ?? 'dev-draft-token');
    await context.addCookies([{ name: '__prerender_bypass', value: 'forged', url: 'http://localhost:3000' }]);
    const forged = await (await context.request.get('/api/preview')).json();
    expect(forged.enabled).toBe(false);
    expect(forged.token).not.toBe(process.env.DATOCMS_DRAFT_TOKEN ?? 'dev-draft-token');
  });

  test('the enable endpoint checks its secret and refuses to redirect off the site', async ({ request }) => {
    expect((await request.get('/api/draft/enable?secret=wrong&path=/sobre', { maxRedirects: 0 })).status()).toBe(401);
    // the development secret is published in the repository: a production server never takes it
    expect(
      (await request.get('/api/draft/enable?secret=dev-preview-secret&path=/sobre', { maxRedirects: 0 })).status(),
    ).toBe(401);
    expect(
      (await request.get(`/api/draft/enable?secret=${SECRET}&path=//evil.example/x`, { maxRedirects: 0 })).status(),
    ).toBe(400);
    expect(
      (
        await request.get(`/api/draft/enable?secret=${SECRET}&path=https://evil.example/`, { maxRedirects: 0 })
      ).status(),
    ).toBe(400);
  });

  // Each of these once answered 307 `Location: //evil.example` (dot segments resolve to a protocol-relative URL).
  const offSite = [
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/.%2F%2Fevil.example',
    '/api/revalidate',
    '/nao-existe',
  ];
  for (const route of ['enable', 'disable'] as const) {
    test(`/api/draft/${route} sends a visitor only to a page of the site, in both locales`, async ({ request }) => {
      const secret = route === 'enable' ? `secret=${SECRET}&` : '';
      for (const path of offSite) {
        const response = await request.get(
          `/api/draft/${route}?${secret}path=${path.includes('%') ? path : encodeURIComponent(path)}`,
          { maxRedirects: 0 },
        );
        expect(response.status(), path).toBe(400);
        expect(response.headers()['location'], path).toBeUndefined();
      }
      for (const page of ['/sobre', '/en/about']) {
        const response = await request.get(`/api/draft/${route}?${secret}path=${encodeURIComponent(page)}`, {
          maxRedirects: 0,
        });
        expect(response.status(), page).toBe(307);
        expect(response.headers()['location']).toBe(page);
      }
    });
  }

  test('the draft cookie is SameSite=Lax over plain HTTP, and None; Secure; Partitioned over HTTPS for the CMS’s preview frame', async ({
    request,
  }) => {
    const draftCookies = (headers: { name: string; value: string }[]) =>
      headers
        .filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('__prerender_bypass='))
        .map((h) => h.value.toLowerCase());
    for (const page of ['/sobre', '/en/about']) {
      const plain = draftCookies(
        (
          await request.get(`/api/draft/enable?secret=${SECRET}&path=${encodeURIComponent(page)}`, { maxRedirects: 0 })
        ).headersArray(),
      );
      expect(plain.length, page).toBeGreaterThan(0);
      for (const cookie of plain) {
        expect(cookie).toContain('samesite=lax');
        expect(cookie).not.toContain('partitioned');
      }
      const secure = draftCookies(
        (
          await request.get(`/api/draft/enable?secret=${SECRET}&path=${encodeURIComponent(page)}`, {
            maxRedirects: 0,
            headers: { 'x-forwarded-proto': 'https' },
          })
        ).headersArray(),
      );
      // the last cookie of a name is the one the browser keeps
      const kept = secure.at(-1) ?? '';
      expect(kept, page).toContain('samesite=none');
      expect(kept).toContain('secure');
      expect(kept).toContain('partitioned');
      expect(kept).toContain('httponly');
    }
  });

  for (const locale of ['pt', 'en'] as const) {
    test(`an editor sees a draft change live on the page, then exits preview (${locale})`, async ({ page }) => {
      const path = locale === 'pt' ? '/sobre' : '/en/about';
      await page.goto(`/api/draft/enable?secret=${SECRET}&path=${encodeURIComponent(path)}`);
      await expect(page).toHaveURL((url) => url.pathname === path);
      const badge = page
        .getByRole('region', { name: /pré-visualização|preview/i })
        .or(page.getByText(/^(Pré-visualização|Preview)$/));
      await expect(badge.first()).toBeVisible();
      // the client asks /api/preview for the draft token: the draft page's HTML never carries it
      const draftHtml = await (await page.request.get(path)).text();
      expect(draftHtml).not.toContain(process.env.DATOCMS_DRAFT_TOKEN ?? 'dev-draft-token');

      const original = readRecord('about_page', 'about_page');
      const fields = structuredClone((original.draft ?? original.published)!.fields) as Record<string, unknown>;
      const marker = `${locale === 'pt' ? 'Rascunho' : 'Draft'} ${Date.now()}`;
      fields.title = { ...(fields.title as object), [locale]: marker };
      try {
        const editedAt = Date.now();
        writeRecord('about_page', { ...original, draft: { updatedAt: new Date().toISOString(), fields } as never });
        // An update reaches the page through the real-time channel: no reload.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker, { timeout: 5_000 });
        test.info().annotations.push({ type: 'live update latency', description: `${Date.now() - editedAt} ms` });
        console.log(`live update on ${path}: ${Date.now() - editedAt} ms after the edit`);
      } finally {
        writeRecord('about_page', original);
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        localized((original.draft ?? original.published)!.fields.title, locale),
        { timeout: 5_000 },
      );

      await page
        .getByRole('link', { name: /sair|exit/i })
        .or(page.getByRole('button', { name: /sair|exit/i }))
        .first()
        .click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(badge.first()).toBeHidden();
      expect((await (await page.request.get('/api/preview')).json()).enabled).toBe(false);
    });
  }

  test('a published change reaches the public page within seconds (webhook revalidation)', async ({ page }) => {
    const original = readRecord('about_page', 'about_page');
    const fields = structuredClone(original.published!.fields) as Record<string, unknown>;
    const marker = `Sobre nós ${Date.now()}`;
    fields.title = { ...(fields.title as object), pt: marker };
    await page.goto('/sobre');
    try {
      writeRecord('about_page', { ...original, published: { ...original.published!, fields } as never });
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker, { timeout: 500 });
      }).toPass({ timeout: 10_000 });
    } finally {
      writeRecord('about_page', original);
    }
    // Leave the public page as the other tests expect it (served stale-while-revalidate after the webhook).
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        localized(original.published!.fields.title, 'pt'),
        { timeout: 500 },
      );
    }).toPass({ timeout: 10_000 });
  });
});
