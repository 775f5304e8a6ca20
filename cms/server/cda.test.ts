import { describe, expect, it } from 'vitest';
import { serviceForThisFile, PUBLISHED, DRAFT } from './__fixtures__/test-service.ts';
import { collectionCacheTag, recordCacheTag } from './cache-tags.ts';

const LIST = '{ allStores { id name _status } }';

const live = serviceForThisFile();

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${live.service.url}${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function names(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { allStores: Array<{ name: string }> } };
  return body.data.allStores.map((s) => s.name);
}

async function expectApiError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json');
  const body = (await response.json()) as {
    data: Array<{ id: string; type: string; attributes: { code: string; details: { message: string } } }>;
  };
  expect(body.data).toHaveLength(1);
  expect(body.data[0]?.type).toBe('api_error');
  expect(body.data[0]?.id).toMatch(/^[0-9a-f]{6}$/);
  expect(body.data[0]?.attributes.code).toBe(code);
  expect(body.data[0]?.attributes.details.message).toEqual(expect.any(String));
}

describe('CDA: tokens and paths', () => {
  it('answers a query with the published token, with no errors key and exact JSON content type', async () => {
    const response = await post('/', { query: LIST }, { Authorization: `Bearer ${PUBLISHED}` });
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toEqual({
      allStores: [
        { id: 'store-casa-aroeira', name: 'Casa Aroeira', _status: 'published' },
        { id: 'store-ipe-amarelo', name: 'Ipê Amarelo', _status: 'published' },
      ],
    });
  });

  it('accepts the token without "Bearer" and a text/plain body (what cda-client sends)', async () => {
    const response = await post(
      '/',
      { query: LIST },
      { Authorization: PUBLISHED, 'Content-Type': 'text/plain;charset=UTF-8' },
    );
    expect(await names(response)).toContain('Casa Aroeira');
  });

  it.each(['/environments/main', '/environments/main/', '/'])('serves published content on %s', async (path) => {
    expect(await names(await post(path, { query: LIST }, { Authorization: `Bearer ${PUBLISHED}` }))).toEqual([
      'Casa Aroeira',
      'Ipê Amarelo',
    ]);
  });

  it('serves drafts only to the draft token with a preview path or X-Include-Drafts', async () => {
    const draft = { Authorization: `Bearer ${DRAFT}` };
    expect(await names(await post('/', { query: LIST }, draft))).toContain('Ipê Amarelo');
    expect(await names(await post('/', { query: LIST }, { ...draft, 'X-Include-Drafts': 'true' }))).toContain(
      'Ipê Amarelo Moda',
    );
    expect(await names(await post('/preview', { query: LIST }, draft))).toContain('Ipê Amarelo Moda');
    expect(await names(await post('/environments/main/preview', { query: LIST }, draft))).toContain('Ipê Amarelo Moda');
  });

  it('refuses drafts to the published token with 403 INSUFFICIENT_PERMISSIONS', async () => {
    await expectApiError(
      await post('/preview', { query: LIST }, { Authorization: `Bearer ${PUBLISHED}` }),
      403,
      'INSUFFICIENT_PERMISSIONS',
    );
    await expectApiError(
      await post('/', { query: LIST }, { Authorization: `Bearer ${PUBLISHED}`, 'X-Include-Drafts': 'true' }),
      403,
      'INSUFFICIENT_PERMISSIONS',
    );
  });

  it('answers a missing or unknown token with 401 INVALID_AUTHORIZATION_HEADER', async () => {
    await expectApiError(await post('/', { query: LIST }), 401, 'INVALID_AUTHORIZATION_HEADER');
    await expectApiError(
      await post('/', { query: LIST }, { Authorization: 'Bearer nope' }),
      401,
      'INVALID_AUTHORIZATION_HEADER',
    );
    await expectApiError(
      await post('/', { query: LIST }, { Authorization: 'Bearer ' }),
      401,
      'INVALID_AUTHORIZATION_HEADER',
    );
  });

  it('answers an unknown environment, in the path or the header, with 404 INVALID_ENVIRONMENT', async () => {
    const auth = { Authorization: `Bearer ${PUBLISHED}` };
    await expectApiError(await post('/environments/staging', { query: LIST }, auth), 404, 'INVALID_ENVIRONMENT');
    await expectApiError(
      await post('/', { query: LIST }, { ...auth, 'X-Environment': 'staging' }),
      404,
      'INVALID_ENVIRONMENT',
    );
    expect(await names(await post('/', { query: LIST }, { ...auth, 'X-Environment': 'main' }))).toHaveLength(2);
  });

  it('rejects X-Include-Drafts other than true with 400 INVALID_X_INCLUDE_DRAFTS_HEADER', async () => {
    const response = await post(
      '/',
      { query: LIST },
      { Authorization: `Bearer ${DRAFT}`, 'X-Include-Drafts': 'false' },
    );
    await expectApiError(response, 400, 'INVALID_X_INCLUDE_DRAFTS_HEADER');
  });

  it('accepts X-Exclude-Invalid: true and rejects other values', async () => {
    const auth = { Authorization: `Bearer ${PUBLISHED}` };
    expect(await names(await post('/', { query: LIST }, { ...auth, 'X-Exclude-Invalid': 'true' }))).toHaveLength(2);
    await expectApiError(
      await post('/', { query: LIST }, { ...auth, 'X-Exclude-Invalid': 'yes' }),
      400,
      'INVALID_X_EXCLUDE_INVALID_HEADER',
    );
  });

  it('answers a body that is not JSON with 400 INVALID_JSON_BODY', async () => {
    await expectApiError(
      await post('/', '{"query": ', { Authorization: `Bearer ${PUBLISHED}` }),
      400,
      'INVALID_JSON_BODY',
    );
    await expectApiError(await post('/', '[1,2]', { Authorization: `Bearer ${PUBLISHED}` }), 400, 'INVALID_JSON_BODY');
  });

  it('answers other methods with 405 and Allow, and unknown paths with 404', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(`${live.service.url}/`, {
        method,
        headers: { Authorization: `Bearer ${PUBLISHED}` },
      });
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      await expectApiError(response, 405, 'METHOD_NOT_ALLOWED');
    }
    await expectApiError(
      await post('/graphql', { query: LIST }, { Authorization: `Bearer ${PUBLISHED}` }),
      404,
      'INVALID_ENDPOINT',
    );
  });

  it('adds X-Cache-Tags for the collection and the records read when asked', async () => {
    const response = await post('/', { query: LIST }, { Authorization: `Bearer ${PUBLISHED}`, 'X-Cache-Tags': 'true' });
    expect(response.headers.get('x-cache-tags')?.split(' ')).toEqual([
      collectionCacheTag('store'),
      recordCacheTag('store-casa-aroeira'),
      recordCacheTag('store-ipe-amarelo'),
    ]);
    const plain = await post('/', { query: LIST }, { Authorization: `Bearer ${PUBLISHED}` });
    expect(plain.headers.get('x-cache-tags')).toBeNull();
  });
});

describe('CDA: GraphQL errors', () => {
  it('returns validation errors with HTTP 200, messages and locations, and no data', async () => {
    const response = await post('/', { query: '{\n  allStores { nope }\n}' }, { Authorization: `Bearer ${PUBLISHED}` });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: unknown; errors: Array<{ message: string; locations: unknown }> };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.message).toContain('nope');
    expect(body.errors[0]?.locations).toEqual([{ line: 2, column: 15 }]);
  });

  it('returns a syntax error and a missing query as GraphQL errors', async () => {
    const syntax = (await (await post('/', { query: '{ allStores {' }, { Authorization: PUBLISHED })).json()) as {
      errors: unknown[];
    };
    expect(syntax.errors).toHaveLength(1);
    const missing = await post('/', { variables: {} }, { Authorization: PUBLISHED });
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({ errors: [{ message: 'No query string was present' }] });
  });

  it('passes variables and operationName through', async () => {
    const response = await post(
      '/',
      {
        query: 'query A { failingField } query B($slug: String) { store(filter: { slug: $slug }) { name } }',
        variables: { slug: 'casa-aroeira' },
        operationName: 'B',
      },
      { Authorization: PUBLISHED },
    );
    expect(await response.json()).toEqual({ data: { store: { name: 'Casa Aroeira' } } });
  });
});

describe('CORS', () => {
  it('answers a preflight allowing Authorization, Content-Type and the X-* headers from any origin', async () => {
    const response = await fetch(`${live.service.url}/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-include-drafts,x-environment,x-custom-thing',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    for (const header of [
      'authorization',
      'content-type',
      'x-environment',
      'x-include-drafts',
      'x-exclude-invalid',
      'x-cache-tags',
      'x-custom-thing',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it('sends Access-Control-Allow-Origin on answers and errors', async () => {
    expect(
      (await post('/', { query: LIST }, { Authorization: PUBLISHED })).headers.get('access-control-allow-origin'),
    ).toBe('*');
    expect((await post('/', { query: LIST })).headers.get('access-control-allow-origin')).toBe('*');
  });
});
