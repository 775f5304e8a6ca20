import { describe, expect, it, vi } from 'vitest';
import { startTestService, serviceForThisFile } from './__fixtures__/test-service.ts';

// Counts the renditions sharp is making at the same moment, around the real transformation.
const overlap = vi.hoisted(() => ({ running: 0, most: 0, calls: 0 }));
vi.mock('./images/image-transform.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./images/image-transform.ts')>();
  return {
    ...original,
    transformImage: async (...args: Parameters<typeof original.transformImage>) => {
      overlap.running += 1;
      overlap.calls += 1;
      overlap.most = Math.max(overlap.most, overlap.running);
      try {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return await original.transformImage(...args);
      } finally {
        overlap.running -= 1;
      }
    },
  };
});

const live = serviceForThisFile();

describe('the CPU budget of image transformations (ADR 0048)', () => {
  it('makes one rendition at a time, however many distinct ones are asked for together', async () => {
    const widths = [101, 202, 303, 404, 505, 606, 707, 808];
    const answers = await Promise.all(
      widths.map((w) => fetch(`${live.service.url}/assets/stores/cover.jpg?w=${w}&fm=avif`)),
    );
    expect(answers.map((response) => response.status)).toEqual(widths.map(() => 200));
    await Promise.all(answers.map((response) => response.arrayBuffer()));
    expect(overlap.calls).toBe(widths.length);
    expect(overlap.most).toBe(1);
  });

  it('answers 503 with Retry-After past its waiting line', async () => {
    const small = await startTestService(live.content, {
      imageTransformQueueLength: 1,
      imageCacheDir: `${live.content.imageCacheDir}-small`,
    });
    try {
      const answers = await Promise.all(
        [111, 222, 333, 444].map((w) => fetch(`${small.url}/assets/stores/cover.jpg?w=${w}`)),
      );
      const statuses = answers.map((response) => response.status).sort();
      expect(statuses).toContain(503);
      const refused = answers.find((response) => response.status === 503)!;
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toMatchObject({ error: 'TOO_MANY_TRANSFORMATIONS' });
    } finally {
      await small.close();
    }
  });
});
