import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY } from './reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('reload guard', () => {
  it('allows one reload per path within 10 s, then again after the window', () => {
    const storage = memoryStorage();
    expect(claimReload('/lojas', 1_000, storage)).toBe(true);
    expect(claimReload('/lojas', 5_000, storage)).toBe(false);
    expect(claimReload('/cinema', 5_000, storage)).toBe(true);
    expect(claimReload('/lojas', 10_999, storage)).toBe(false);
    expect(claimReload('/lojas', 11_000, storage)).toBe(true);
    expect(JSON.parse(storage.data.get(RELOAD_GUARD_KEY) ?? '{}')).toHaveProperty('/lojas', 11_000);
  });

  it('refuses when storage cannot record the reload, so a broken chunk cannot loop', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(claimReload('/', 0, storage)).toBe(false);
  });

  it('recognises chunk load failures from webpack, Turbopack and native import()', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
