import { expect, test } from '@playwright/test';

/** The Set-Cookie header of a response for the locale cookie, parsed into attributes. */
function localeCookie(setCookie: string | undefined) {
  const line = (setCookie ?? '').split('\n').find((l) => l.startsWith('NEXT_LOCALE='));
  if (!line) return null;
  const [pair, ...attrs] = line.split(';').map((s) => s.trim());
  const map = new Map(
    attrs.map((a) => {
      const [k, v] = a.split('=');
      return [k!.toLowerCase(), v ?? ''] as const;
    }),
  );
  return { value: pair!.split('=')[1], map };
}

test.describe('locale detection happens only on the root path', () => {
  test('a first visit to / with an English browser goes to /en and remembers it for 365 days', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' }, maxRedirects: 0 });
    expect([302, 303, 307, 308]).toContain(response.status());
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/en');
    const cookie = localeCookie(response.headers()['set-cookie']);
    expect(cookie?.value).toBe('en');
    expect(cookie?.map.get('max-age')).toBe(String(365 * 24 * 60 * 60));
    expect(cookie?.map.get('path')).toBe('/');
    expect(cookie?.map.get('samesite')?.toLowerCase()).toBe('lax');
  });

  test('a Portuguese browser stays on / ', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'pt-BR,pt;q=0.9' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('no detection away from the root: an English browser on /sobre stays in Portuguese', async ({ request }) => {
    const response = await request.get('/sobre', { headers: { 'Accept-Language': 'en-US' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('lang="pt-BR"');
  });

  test('later visits to / follow the cookie, not the browser', async ({ request }) => {
    const toEn = await request.get('/', {
      headers: { 'Accept-Language': 'pt-BR', Cookie: 'NEXT_LOCALE=en' },
      maxRedirects: 0,
    });
    expect(new URL(toEn.headers()['location'] ?? '/', 'http://x').pathname).toBe('/en');
    const stayPt = await request.get('/', {
      headers: { 'Accept-Language': 'en-US', Cookie: 'NEXT_LOCALE=pt' },
      maxRedirects: 0,
    });
    expect(stayPt.status()).toBe(200);
  });
});

test.describe('prefixes', () => {
  test('/pt/... redirects to the unprefixed path', async ({ request }) => {
    const response = await request.get('/pt/sobre', { maxRedirects: 0 });
    expect([301, 302, 307, 308]).toContain(response.status());
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/sobre');
  });

  test('a path of the wrong locale redirects to the right one', async ({ page }) => {
    await page.goto('/en/sobre');
    await expect(page).toHaveURL(/\/en\/about$/);
    await page.goto('/en/contato');
    await expect(page).toHaveURL(/\/en\/contact$/);
  });
});

test.describe('the language switcher', () => {
  test('leads to the same page in the other locale and sets the cookie (pt → en → pt)', async ({ page, context }) => {
    await page.goto('/sobre');
    await page
      .getByRole('link', { name: /english/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
    await page
      .getByRole('link', { name: /portugu/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sobre$/);
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('pt');
  });
});
