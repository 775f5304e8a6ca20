import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serviceForThisFile } from './__fixtures__/test-service.ts';

const live = serviceForThisFile();

async function image(query: string, headers: Record<string, string> = {}, upload = 'stores/cover.jpg') {
  const response = await fetch(`${live.service.url}/assets/${upload}${query ? `?${query}` : ''}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(bytes).metadata() : null;
  return { response, bytes, meta };
}

describe('images', () => {
  it('serves the original with its content type, a strong ETag and immutable caching', async () => {
    const { response, meta } = await image('');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect([meta?.width, meta?.height]).toEqual([1200, 800]);
  });

  it('resizes by width keeping the ratio, and by width and height with each fit', async () => {
    expect((await image('w=300')).meta).toMatchObject({ width: 300, height: 200 });
    expect((await image('h=100')).meta).toMatchObject({ width: 150, height: 100 });
    expect((await image('w=300&h=300&fit=crop')).meta).toMatchObject({ width: 300, height: 300 });
    expect((await image('w=300&h=300')).meta).toMatchObject({ width: 300, height: 200 }); // clip is the default
    expect((await image('w=300&h=300&fit=fill')).meta).toMatchObject({ width: 300, height: 300 });
    expect((await image('w=300&h=300&fit=clamp')).meta).toMatchObject({ width: 300, height: 300 });
    expect((await image('w=300&h=300&fit=scale')).meta).toMatchObject({ width: 300, height: 300 });
    expect((await image('w=2400&fit=max')).meta).toMatchObject({ width: 1200, height: 800 });
    expect((await image('w=2000&h=2000&fit=min')).meta).toMatchObject({ width: 800, height: 800 });
    expect((await image('w=0.5')).meta).toMatchObject({ width: 600, height: 400 });
  });

  it('applies ar, dpr and max-w as imgix does', async () => {
    expect((await image('ar=16%3A9&fit=crop&w=320')).meta).toMatchObject({ width: 320, height: 180 });
    expect((await image('w=200&dpr=2')).meta).toMatchObject({ width: 400, height: 267 });
    expect((await image('w=1000&max-w=500')).meta).toMatchObject({ width: 500, height: 333 });
  });

  it('clamps the output to 4096 pixels a side and 8 megapixels, ratio kept, as imgix clamps rather than refuses (ADR 0048)', async () => {
    expect((await image('w=4096&h=1000&fit=scale')).meta).toMatchObject({ width: 4096, height: 1000 });
    expect((await image('w=6000&h=1000&fit=scale')).meta).toMatchObject({ width: 4096, height: 683 });
    // 8000×5333 asked: 3547×2365 (8.39 MP) served
    expect((await image('w=4000&dpr=2')).meta).toMatchObject({ width: 3547, height: 2365 });
    const huge = await image('w=8192&h=8192&fit=crop&fm=avif');
    expect(huge.response.status).toBe(200);
    expect(huge.meta).toMatchObject({ format: 'heif', width: 2896, height: 2896 });
    expect(huge.meta!.width! * huge.meta!.height!).toBeLessThanOrEqual(4096 * 2048);
  });

  it('refuses a dimension above 8192 with 400, as DatoCMS refuses a bad parameter', async () => {
    const { response, bytes } = await image('w=8193');
    expect(response.status).toBe(400);
    expect(JSON.parse(bytes.toString())).toMatchObject({ error: 'INVALID_IMAGE_PARAMETER' });
  });

  it('crops around the focal point', async () => {
    // the left half of the fixture is red-ish, the right half blue-ish
    const left = await image('w=100&h=100&fit=crop&crop=focalpoint&fp-x=0.1&fp-y=0.5&fm=png');
    const right = await image('w=100&h=100&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.5&fm=png');
    const channelMeans = async (bytes: Buffer) => (await sharp(bytes).stats()).channels.map((c) => c.mean);
    const [leftRed, , leftBlue] = await channelMeans(left.bytes);
    const [rightRed, , rightBlue] = await channelMeans(right.bytes);
    expect(leftRed).toBeGreaterThan(leftBlue ?? 0);
    expect(rightBlue).toBeGreaterThan(rightRed ?? 0);
  });

  it('converts with fm and q, and picks AVIF or WebP for auto=format by Accept, with Vary: Accept', async () => {
    const png = await image('w=100&fm=png');
    expect(png.response.headers.get('content-type')).toBe('image/png');
    expect(png.meta?.format).toBe('png');
    const low = await image('w=400&q=10');
    const high = await image('w=400&q=95');
    expect(low.bytes.length).toBeLessThan(high.bytes.length);

    const avif = await image('w=100&auto=format', { Accept: 'image/avif,image/webp,*/*' });
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('vary')).toBe('Accept');
    const webp = await image('w=100&auto=format', { Accept: 'image/webp,*/*' });
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    const fallback = await image('w=100&auto=format', { Accept: '*/*' });
    expect(fallback.response.headers.get('content-type')).toBe('image/jpeg');
    expect(new Set([avif, webp, fallback].map((r) => r.response.headers.get('etag'))).size).toBe(3);
    expect(png.response.headers.get('vary')).toBeNull();
  });

  it('keeps transparency of a PNG, and blurs', async () => {
    const logo = await image('w=32', {}, 'stores/logo.png');
    expect(logo.meta).toMatchObject({ format: 'png', width: 32, hasAlpha: true });
    const blurred = await image('w=200&blur=200&fm=png');
    const sharpOne = await image('w=200&fm=png');
    const sd = async (bytes: Buffer) => (await sharp(bytes).stats()).channels[0]?.stdev ?? 0;
    expect(await sd(blurred.bytes)).toBeLessThan(await sd(sharpOne.bytes));
  });

  it('answers 304 to a matching If-None-Match and caches renditions on disk', async () => {
    const first = await image('w=123');
    const etag = first.response.headers.get('etag') ?? '';
    const second = await fetch(`${live.service.url}/assets/stores/cover.jpg?w=123`, {
      headers: { 'If-None-Match': etag },
    });
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const cached = (await readdir(live.content.imageCacheDir, { recursive: true })).filter((f) => f.endsWith('.jpeg'));
    expect(cached.some((f) => f.includes(etag.slice(1, -1)))).toBe(true);
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${live.service.url}/assets/stores/cover.jpg?w=50`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or escaping path', async () => {
    expect((await image('', {}, 'stores/missing.jpg')).response.status).toBe(404);
    expect((await fetch(`${live.service.url}/assets/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${live.service.url}/assets/%E0%A4%A`)).status).toBe(404);
  });

  it.each([
    'w=abc',
    'w=-1',
    'w=99999',
    'w=0',
    'h=1e3',
    'fit=stretch',
    'fm=exe',
    'fm=mp4',
    'q=101',
    'dpr=0',
    'ar=16x9',
    'auto=magic',
    'crop=middle',
    'blur=-5',
    'w=10&w=20',
    'crop=focalpoint&fp-x=2',
    'w=300&cachebuster=1',
    'rot=90',
    'rect=0,0,10,10',
  ])('answers 400 with a JSON message for %s', async (query) => {
    const response = await fetch(`${live.service.url}/assets/stores/cover.jpg?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await response.json()) as { message: string };
    expect(body.message).toEqual(expect.any(String));
  });

  it('answers 405 for other methods', async () => {
    const response = await fetch(`${live.service.url}/assets/stores/cover.jpg`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
