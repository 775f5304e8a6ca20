import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const state = vi.hoisted(() => ({ draftEnabled: 0, draftDisabled: 0, settingsQueries: 0 }));

// the institute's {product} comes from the published site settings
vi.mock('@/lib/cms/query', () => ({
  queryPublishedCms: async () => {
    state.settingsQueries += 1;
    return { siteSettings: { instituteProduct: 'jacaranda' } };
  },
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    isEnabled: false,
    enable: () => void (state.draftEnabled += 1),
    disable: () => void (state.draftDisabled += 1),
  }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));

const { OPTIONS, POST } = await import('./route');
const { GET: enableDraft } = await import('../draft/enable/route');
const { GET: disableDraft } = await import('../draft/disable/route');

const SECRET = 'dev-preview-secret';
const SITE = 'http://localhost:3000';

beforeEach(() => {
  state.draftEnabled = 0;
  state.draftDisabled = 0;
  state.settingsQueries = 0;
});

/** The plugin's POST: CMA JSON:API objects for the record and its model, the editor's locale and environment. */
function pluginBody(
  model: string,
  attributes: Record<string, unknown>,
  status: 'draft' | 'updated' | 'published',
  locale: string,
) {
  return {
    item: {
      id: 'AbCdEfGhIjKlMnOpQrStUv',
      type: 'item',
      attributes,
      relationships: { item_type: { data: { id: 'Mdl123', type: 'item_type' } } },
      meta: { status, current_version: 'v1' },
    },
    itemType: { id: 'Mdl123', type: 'item_type', attributes: { api_key: model, name: model, singleton: false } },
    currentUser: { id: '1', type: 'user', attributes: {} },
    siteId: '123',
    environmentId: 'main',
    locale,
  };
}

const ask = (body: unknown, token: string | null = SECRET) =>
  POST(
    new Request(`${SITE}/api/preview-links${token === null ? '' : `?token=${encodeURIComponent(token)}`}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Origin: 'https://plugins-cdn.datocms.com' },
    }),
  );

async function links(body: unknown): Promise<{ label: string; url: string }[]> {
  const response = await ask(body);
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  return ((await response.json()) as { previewLinks: { label: string; url: string }[] }).previewLinks;
}

/** Follows a link through the real draft route it names: where the editor lands. */
async function landing(url: string): Promise<string | null> {
  const response = url.includes('/api/draft/enable')
    ? await enableDraft(new Request(url))
    : await disableDraft(new Request(url));
  expect(response.status).toBe(307);
  return response.headers.get('location');
}

const CASES = [
  { model: 'home_page', attributes: {}, pt: '/', en: '/en' },
  { model: 'contact_page', attributes: {}, pt: '/contato', en: '/en/contact' },
  { model: 'directions_page', attributes: {}, pt: '/como-chegar', en: '/en/getting-here' },
  {
    model: 'store',
    attributes: { slug: 'casa-aroeira', name: 'Casa Aroeira' },
    pt: '/loja/casa-aroeira/casa-aroeira',
    en: '/en/loja/casa-aroeira/casa-aroeira',
  },
  {
    model: 'restaurant',
    attributes: { slug: 'sabor-mineiro', name: 'Sabor Mineiro' },
    pt: '/gastronomia/sabor-mineiro/sabor-mineiro',
    en: '/en/gastronomia/sabor-mineiro/sabor-mineiro',
  },
  {
    model: 'movie',
    attributes: { slug: 'mare-vermelha' },
    pt: '/cinema/mare-vermelha',
    en: '/en/cinema/mare-vermelha',
  },
  {
    model: 'article',
    attributes: { slug: { pt: 'novo-cafe', en: 'new-cafe' } },
    pt: '/artigo/novo-cafe',
    en: '/en/article/new-cafe',
  },
  { model: 'page', attributes: { slug: 'acessibilidade' }, pt: '/page/acessibilidade', en: '/en/page/acessibilidade' },
  { model: 'service', attributes: { slug: 'fraldario' }, pt: '/servicos#fraldario', en: '/en/services#fraldario' },
  { model: 'institute', attributes: {}, pt: '/instituto-jacaranda', en: '/en/instituto-jacaranda' },
  {
    model: 'institute_project',
    attributes: { slug: 'horta' },
    pt: '/instituto-jacaranda/projetos/horta',
    en: '/en/instituto-jacaranda/projetos/horta',
  },
];

describe('POST /api/preview-links (DatoCMS Web Previews plugin)', () => {
  it.each(CASES)(
    '$model: draft and published links in the record’s locale, each landing on its page',
    async ({ model, attributes, pt, en }) => {
      for (const [locale, path] of [
        ['pt', pt],
        ['en', en],
      ] as const) {
        const answer = await links(pluginBody(model, attributes, 'updated', locale));
        expect(answer.map((l) => l.label)).toEqual(['Draft version', 'Published version']);
        const [draft, published] = answer;
        expect(draft!.url).toBe(`${SITE}/api/draft/enable?secret=${SECRET}&path=${encodeURIComponent(path)}`);
        expect(published!.url).toBe(`${SITE}/api/draft/disable?path=${encodeURIComponent(path)}`);
        expect(await landing(draft!.url)).toBe(path);
        expect(await landing(published!.url)).toBe(path);
      }
      expect(state.draftEnabled).toBe(2);
      expect(state.draftDisabled).toBe(2);
    },
  );

  it('offers a published record both links too, and a record never published only its draft', async () => {
    expect(
      (await links(pluginBody('movie', { slug: 'mare-vermelha' }, 'published', 'pt'))).map((l) => l.label),
    ).toEqual(['Draft version', 'Published version']);
    expect(await links(pluginBody('article', { slug: { pt: 'rascunho', en: 'draft' } }, 'draft', 'en'))).toEqual([
      {
        label: 'Draft version',
        url: `${SITE}/api/draft/enable?secret=${SECRET}&path=${encodeURIComponent('/en/article/draft')}`,
      },
    ]);
  });

  it('takes a regional DatoCMS locale for the site’s language', async () => {
    const [draft] = await links(pluginBody('about_page', {}, 'published', 'en-US'));
    expect(draft!.url).toContain(encodeURIComponent('/en/about'));
  });

  it('answers a record of a model without a page with an empty list, not an error', async () => {
    for (const model of ['floor', 'store_category', 'site_settings', 'hero_slide']) {
      expect(await links(pluginBody(model, { name: 'Piso 1', slug: 'piso-1' }, 'published', 'pt')), model).toEqual([]);
    }
    expect(state.settingsQueries).toBe(0);
  });

  it('answers 401 without the token or with a wrong one, and says nothing of the record', async () => {
    for (const token of [null, '', 'wrong', `${SECRET}x`]) {
      const response = await ask(pluginBody('movie', { slug: 'mare-vermelha' }, 'published', 'pt'), token);
      expect(response.status, String(token)).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual({ error: 'missing or wrong token' });
    }
  });

  it('answers 400 to a body that is not the plugin’s payload', async () => {
    expect((await ask({ item: { id: 'x' } })).status).toBe(400);
    const notJson = await POST(
      new Request(`${SITE}/api/preview-links?token=${SECRET}`, { method: 'POST', body: 'item=1' }),
    );
    expect(notJson.status).toBe(400);
  });

  it('answers the plugin’s CORS preflight', async () => {
    const response = OPTIONS();
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });
});
