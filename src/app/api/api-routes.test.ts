import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signWebhookBody } from '@/lib/cms/webhook-signature';

vi.mock('server-only', () => ({}));

const state = vi.hoisted(() => ({ draft: false, enabled: 0, disabled: 0, revalidated: [] as string[][] }));

vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: string) => state.revalidated.push([tag, profile]),
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    get isEnabled() {
      return state.draft;
    },
    enable: () => {
      state.enabled += 1;
    },
    disable: () => {
      state.disabled += 1;
    },
  }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));

const { POST: revalidate } = await import('./revalidate/route');
const { GET: enableDraft } = await import('./draft/enable/route');
const { GET: disableDraft } = await import('./draft/disable/route');
const { GET: preview } = await import('./preview/route');

beforeEach(() => {
  state.draft = false;
  state.enabled = 0;
  state.disabled = 0;
  state.revalidated = [];
});

describe('POST /api/revalidate', () => {
  const body = JSON.stringify({ event_type: 'publish', changes: [{ model: 'store', id: 'store-casa-aroeira' }, { model: 'article', id: 'article-x' }] });
  const post = (raw: string, signature?: string) =>
    revalidate(new Request('http://site/api/revalidate', { method: 'POST', body: raw, headers: signature ? { 'X-Webhook-Signature': signature } : {} }));

  it('expires the model and record tags of every change named by a correctly signed body', async () => {
    const response = await post(body, signWebhookBody(body, 'dev-webhook-secret'));
    expect(response.status).toBe(200);
    const tags = ['cms:store', 'cms:store:store-casa-aroeira', 'cms:article', 'cms:article:article-x'];
    expect(await response.json()).toEqual({ revalidated: tags });
    expect(state.revalidated).toEqual(tags.map((t) => [t, { expire: 0 }]));
  });

  it('answers 401 without a signature, with a wrong one, or one made with another secret', async () => {
    expect((await post(body)).status).toBe(401);
    expect((await post(body, 'sha256=' + '0'.repeat(64))).status).toBe(401);
    expect((await post(body, signWebhookBody(body, 'another-secret'))).status).toBe(401);
    expect((await post(`${body} `, signWebhookBody(body, 'dev-webhook-secret'))).status).toBe(401);
    expect(state.revalidated).toEqual([]);
  });

  it('answers 400 for a signed body that is not a webhook payload', async () => {
    for (const raw of ['not json', '{"changes":[]}', '{"event_type":"publish","changes":[{"id":"x"}]}']) {
      const response = await post(raw, signWebhookBody(raw, 'dev-webhook-secret'));
      expect(response.status).toBe(400);
    }
    expect(state.revalidated).toEqual([]);
  });
});

describe('GET /api/draft/enable', () => {
  const enable = (query: string) => enableDraft(new Request(`http://site/api/draft/enable?${query}`));

  it('refuses a wrong or missing secret with 401 and leaves draft mode off', async () => {
    expect((await enable('secret=nope&path=/')).status).toBe(401);
    expect((await enable('path=/')).status).toBe(401);
    expect(state.enabled).toBe(0);
  });

  it.each(['//evil.com', 'https://evil.com/x', '/\\evil.com', '\\\\evil.com', 'evil.com', 'javascript:alert(1)', '/\r\nSet-Cookie:x', '/\t/evil.com'])(
    'refuses to redirect to %j with 400',
    async (path) => {
      const response = await enable(`secret=dev-preview-secret&path=${encodeURIComponent(path)}`);
      expect(response.status).toBe(400);
      expect(state.enabled).toBe(0);
    },
  );

  it('turns draft mode on and redirects to a same-site path', async () => {
    const response = await enable(`secret=dev-preview-secret&path=${encodeURIComponent('/en/article/new-wing?x=1')}`);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/en/article/new-wing?x=1');
    expect(state.enabled).toBe(1);
  });
});

describe('GET /api/draft/disable', () => {
  it('leaves draft mode and returns to the page, never to another site', async () => {
    const back = await disableDraft(new Request('http://site/api/draft/disable?path=%2Flojas'));
    expect(back.headers.get('location')).toBe('/lojas');
    const evil = await disableDraft(new Request('http://site/api/draft/disable?path=%2F%2Fevil.com'));
    expect(evil.headers.get('location')).toBe('/');
    expect(state.disabled).toBe(2);
  });
});

describe('GET /api/preview', () => {
  it('gives the public token and enabled:false outside draft mode, uncached', async () => {
    const response = await preview();
    expect(await response.json()).toEqual({ enabled: false, token: 'dev-published-token' });
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('gives the draft token only in draft mode', async () => {
    state.draft = true;
    expect(await (await preview()).json()).toEqual({ enabled: true, token: 'dev-draft-token' });
  });
});
