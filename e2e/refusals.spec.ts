import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';

/**
 * Every refusal says what is wrong, in a short body: JSON for the API, a line
 * of text in the URL's locale for pages (src/server/request-refusals.ts).
 */
const port = Number(new URL(baseURL).port);

/** Sends raw bytes and reads what comes back until the server closes, or `waitMs` passes. */
function raw(bytes: string, waitMs = 25_000): Promise<{ answer: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, waitMs);
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('error', () => {});
    socket.write(bytes);
  });
}

const pages = { pt: '/lojas', en: '/en/lojas' } as const;

for (const locale of ['pt', 'en'] as const) {
  test(`TRACE, OPTIONS and other methods a page does not take (${locale}): 405 with Allow and the reason`, async ({
    request,
  }) => {
    for (const method of ['TRACE', 'PROPFIND', 'OPTIONS', 'PUT']) {
      const response = await request.fetch(pages[locale], { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD, POST');
      expect(await response.text()).toContain(locale === 'pt' ? 'Método não permitido' : 'Method not allowed');
    }
  });

  test(`a null byte or a control character in the path (${locale}): 400 with the reason, never the page`, async ({
    request,
  }) => {
    for (const path of [
      `${pages[locale]}%00`,
      `${locale === 'en' ? '/en' : ''}/%00`,
      `${pages[locale]}%0d%0aSet-Cookie:x=1`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      const text = await response.text();
      expect(text).toContain(locale === 'pt' ? 'Endereço inválido' : 'Invalid address');
      expect(text).not.toContain('<html');
    }
  });

  test(`a form action posted from another site (${locale}): 403 with the reason; from the site itself it is not refused`, async ({
    request,
  }) => {
    const path = locale === 'pt' ? '/contato' : '/en/contact';
    const foreign = await request.post(path, {
      headers: { origin: 'https://attacker.example', 'next-action': '7f00000000000000000000000000000000000000' },
      multipart: { name: 'x' },
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toContain(locale === 'pt' ? 'Envio recusado' : 'Refused');
    const own = await request.post(path, { headers: { origin: baseURL }, multipart: { name: 'x' } });
    expect(own.status()).not.toBe(403);
  });
}

test('the API: a method it does not take gets 405 with Allow and a JSON reason', async ({ request }) => {
  for (const [method, path, allow] of [
    ['TRACE', '/api/health', 'GET, HEAD, OPTIONS'],
    ['PUT', '/api/search?locale=pt&q=cafe', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/forms/contact', 'POST, OPTIONS'],
    ['DELETE', '/api/revalidate', 'POST, OPTIONS'],
  ] as const) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers().allow).toBe(allow);
    expect(await response.json()).toMatchObject({
      error: 'method-not-allowed',
      message: expect.stringContaining(allow),
    });
  }
});

test('headers past the limit get 431, and bytes that are not HTTP get 400, each with the reason', async () => {
  const huge = await raw(`GET /lojas HTTP/1.1\r\nHost: localhost:${port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(huge.answer).toMatch(/^HTTP\/1\.1 431 /);
  expect(huge.answer).toContain('headers are too large');
  // a method HTTP does not define never reaches the site: Node's parser refuses it
  const unknownMethod = await raw(`FOO /lojas HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
  expect(unknownMethod.answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(unknownMethod.answer).toContain('could not be read as HTTP');
  const garbage = await raw('HELLO\r\n\r\n');
  expect(garbage.answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(garbage.answer).toContain('could not be read as HTTP');
});

test('a body that stops arriving (declares 1,000 bytes, sends 6) is cut with 408', async () => {
  test.setTimeout(40_000);
  const stalled = await raw(
    `POST /api/forms/newsletter?locale=pt HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=a`,
  );
  console.log(`[slow client] a stalled body was cut after ${stalled.closedAfterMs} ms`);
  expect(stalled.closedAfterMs, 'the server kept the connection').not.toBeNull();
  expect(stalled.closedAfterMs!).toBeLessThan(20_000);
  expect(stalled.answer).toMatch(/^HTTP\/1\.1 408 /);
});
