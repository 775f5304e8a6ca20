import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const state = vi.hoisted(() => ({ draft: false, enabled: 0, disabled: 0, revalidated: [] as string[][] }));

vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: string) => state.revalidated.push([tag, profile]),
}));
// Outside a Next request there is no connection to wait for.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  connection: async () => undefined,
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

// The favourites data's content loaders: what the content service would answer, and what was asked.
const cms = vi.hoisted(() => ({ asked: [] as string[] }));
vi.mock('@/features/places/server', async () => {
  const { STORY_PLACES, storyMall } = await import('../../../stories/places/place-fixtures');
  return {
    loadPlaceList: async (kind: 'store' | 'restaurant', locale: string) => {
      cms.asked.push(`${kind} ${locale}`);
      const place = STORY_PLACES.find((p) => p.kind === kind)!;
      return { places: [{ ...place, id: kind === 'store' ? 's1' : 'r1' }], settings: storyMall };
    },
  };
});
vi.mock('@/features/offers/server', () => ({
  loadOffers: async (locale: string) => {
    cms.asked.push(`offers ${locale}`);
    return [{ id: 'o1', slug: 'o', title: 'Offer', startsAt: 'a', endsAt: 'b', places: [{ id: 's1' }, { id: 'r1' }] }];
  },
}));

const { POST: revalidate } = await import('./revalidate/route');
const { GET: favourites } = await import('./favourites/[locale]/route');
const { GET: enableDraft } = await import('./draft/enable/route');
const { GET: disableDraft } = await import('./draft/disable/route');
const { GET: preview } = await import('./preview/route');

beforeEach(() => {
  state.draft = false;
  state.enabled = 0;
  state.disabled = 0;
  state.revalidated = [];
  cms.asked = [];
});

describe('POST /api/revalidate (DatoCMS cache-tags webhook)', () => {
  const SECRET = 'dev-webhook-secret';
  const payload = (tags: unknown) =>
    JSON.stringify({
      entity_type: 'cda_cache_tags',
      event_type: 'invalidate',
      entity: { id: 'cda_cache_tags', type: 'cda_cache_tags', attributes: { tags } },
      related_entities: [],
    });
  const post = (body: BodyInit, headers: Record<string, string> = { 'X-Webhook-Secret': SECRET }) =>
    revalidate(
      new Request('http://site/api/revalidate', { method: 'POST', body, headers, duplex: 'half' } as RequestInit),
    );
  /** A body stream that records whether anybody read it. */
  const watchedBody = (text: string) => {
    const read = { pulled: false };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read.pulled = true;
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    ); // pulled only when read
    return { stream, read };
  };

  it('marks every named tag stale (not expired), verbatim', async () => {
    const tags = ['N*r;L', '6-KZ@', 't#k[uP'];
    const response = await post(payload(tags));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: 3 });
    expect(state.revalidated).toEqual(tags.map((t) => [t, 'max']));
  });

  it('accepts the secret as the password of HTTP basic auth', async () => {
    const auth = `Basic ${Buffer.from(`datocms:${SECRET}`).toString('base64')}`;
    expect((await post(payload(['a']), { Authorization: auth })).status).toBe(200);
  });

  it('answers 401 without the secret or with a wrong one, and never reads the body', async () => {
    const refused: Record<string, string>[] = [
      {},
      { 'X-Webhook-Secret': 'wrong' },
      { 'X-Webhook-Secret': `${SECRET}x` },
      { Authorization: `Basic ${Buffer.from('datocms:wrong').toString('base64')}` },
    ];
    for (const headers of refused) {
      const { stream, read } = watchedBody(payload(['a']));
      expect((await post(stream, headers)).status).toBe(401);
      expect(read.pulled).toBe(false);
    }
    expect(state.revalidated).toEqual([]);
  });

  it('answers 413 to a body over 1 MB, declared or streamed', async () => {
    const big = payload(Array.from({ length: 4_000 }, (_, i) => `${i}-${'x'.repeat(250)}`));
    expect(big.length).toBeGreaterThan(1_000_000);
    expect((await post(big)).status).toBe(413);
    const { stream } = watchedBody(big);
    expect((await post(stream)).status).toBe(413);
    expect(state.revalidated).toEqual([]);
  });

  it('applies a delivery of 6,000 tags whole: every tag marked stale, none dropped', async () => {
    // DatoCMS-like opaque tags: short, punctuated, all distinct
    const tags = Array.from({ length: 6_000 }, (_, i) => `${i.toString(36)}*q;${i % 7}`);
    const response = await post(payload(tags));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: 6_000 });
    expect(state.revalidated).toEqual(tags.map((t) => [t, 'max']));
  });

  it('applies as many tags as 1 MB holds', async () => {
    const tags = Array.from({ length: 120_000 }, (_, i) => i.toString(36));
    const body = payload(tags);
    expect(body.length).toBeLessThanOrEqual(1_000_000);
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(state.revalidated).toHaveLength(120_000);
    expect(state.revalidated.at(-1)).toEqual([tags.at(-1), 'max']);
  });

  it('answers 400 to a payload that is not a cache-tags invalidation', async () => {
    const bodies = [
      'not json',
      '{"changes":[]}',
      JSON.stringify({ entity_type: 'item', event_type: 'publish', entity: { attributes: { tags: ['a'] } } }),
      payload('a'),
      payload([1]),
      payload(['x'.repeat(257)]),
    ];
    for (const body of bodies) expect((await post(body)).status, body.slice(0, 60)).toBe(400);
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

  it.each([
    '//evil.com',
    'https://evil.com/x',
    '/\\evil.com',
    '\\\\evil.com',
    'evil.com',
    'javascript:alert(1)',
    '/\r\nSet-Cookie:x',
    '/\t/evil.com',
  ])('refuses to redirect to %j with 400', async (path) => {
    const response = await enable(`secret=dev-preview-secret&path=${encodeURIComponent(path)}`);
    expect(response.status).toBe(400);
    expect(state.enabled).toBe(0);
  });

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
    const home = await disableDraft(new Request('http://site/api/draft/disable'));
    expect(home.headers.get('location')).toBe('/');
    const evil = await disableDraft(new Request('http://site/api/draft/disable?path=%2F.%2F%2Fevil.com'));
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    // refused before leaving draft mode: the editor stays where they were
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

describe('GET /api/favourites/<locale> (ADR 0085)', () => {
  const get = (locale: string) =>
    favourites(new Request(`http://site/api/favourites/${locale}`), { params: Promise.resolve({ locale }) });

  it('answers every store, restaurant and offer and the mall’s hours, cached like a page', async () => {
    const response = await get('en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    const body = await response.json();
    expect(body.stores.places.map((row: unknown[]) => row[0])).toEqual(['s1']);
    expect(body.restaurants.places.map((row: unknown[]) => row[0])).toEqual(['r1']);
    expect(body.offers).toEqual([
      { id: 'o1', slug: 'o', title: 'Offer', startsAt: 'a', endsAt: 'b', placeIds: ['s1', 'r1'] },
    ]);
    expect(body.mall).toHaveProperty('sectorHours');
    expect(cms.asked).toEqual(['store en', 'restaurant en', 'offers en']);
  });

  it('answers 404 with a message for a locale the site does not have, stored nowhere', async () => {
    const response = await get('fr');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: 'unknown-locale',
      message: expect.stringContaining('"pt" and "en"'),
    });
    expect(cms.asked).toEqual([]);
  });

  it('never lets a shared cache or the service worker keep an editor’s draft', async () => {
    state.draft = true;
    expect((await get('pt')).headers.get('cache-control')).toBe('private, no-store');
  });
});
