import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru';

const v = (bytes: number) => ({ bytes });

describe('ByteLru', () => {
  it('evicts the least recently read entries once the bytes exceed the bound', () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set('a', v(40));
    lru.set('b', v(40));
    lru.get('a');
    lru.set('c', v(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  it('counts bytes, not entries: many small entries fit where one large does not', () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    for (let i = 0; i < 10; i += 1) lru.set(String(i), v(10));
    expect(lru.size).toBe(10);
    lru.set('big', v(60));
    expect(lru.size).toBe(5);
    expect(lru.bytes).toBe(100);
  });

  it('does not keep an entry larger than the bound, nor drop others for it', () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set('a', v(50));
    lru.set('huge', v(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
  });

  it('replacing an entry counts its new size only', () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set('a', v(50));
    lru.set('a', v(30));
    expect(lru.bytes).toBe(30);
    lru.delete('a');
    expect(lru.bytes).toBe(0);
  });
});
