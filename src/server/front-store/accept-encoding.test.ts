import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity;q=0', null],
    ['gzip, identity;q=0', 'gzip'],
    ['GZIP;Q=1, BR;Q=0.9', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
