import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purgeCdnByTags, purgeHeaderLines } from './cdn-purge';

let close: (() => void) | undefined;
afterEach(() => close?.());

/**
 * A stand-in for Varnish: records each BAN's tags and answers `status`. Raw
 * TCP, as Node's HTTP parser refuses the BAN method that Varnish takes.
 */
async function fakeCache(status = 200) {
  const bans: string[] = [];
  const server = createServer((socket) => {
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      const [requestLine, ...lines] = head.split('\r\n\r\n')[0]!.split('\r\n');
      if (requestLine!.startsWith('BAN '))
        bans.push(lines.find((l) => /^cache-tag:/i.test(l))!.replace(/^cache-tag:\s*/i, ''));
      head = '';
      socket.write(`HTTP/1.1 ${status} X\r\nContent-Length: 2\r\n\r\nok`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, bans };
}

describe('a publish passed on to the HTTP cache in front', () => {
  it('bans the webhook’s tags, punctuation and all', async () => {
    const cache = await fakeCache();
    const result = await purgeCdnByTags(cache.url, ['_PoDmPy&', 'N*r;L', 't#k[uP']);
    expect(result).toEqual({ purged: 1, failed: 0 });
    expect(cache.bans).toEqual(['_PoDmPy& N*r;L t#k[uP']);
  });

  it('splits thousands of tags into header lines under the limit, losing none', async () => {
    const tags = Array.from({ length: 3_000 }, (_, i) => `tag-${i}`);
    const lines = purgeHeaderLines(tags);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(4_000);
    expect(lines.join(' ').split(' ')).toEqual(tags);
    const cache = await fakeCache();
    expect(await purgeCdnByTags(cache.url, tags)).toEqual({ purged: lines.length, failed: 0 });
  });

  it('says a refused or unreachable purge in the log and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusing = await fakeCache(405);
    expect(await purgeCdnByTags(refusing.url, ['a'])).toEqual({ purged: 0, failed: 1 });
    expect(await purgeCdnByTags('http://127.0.0.1:9/', ['a'])).toEqual({ purged: 0, failed: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('s-maxage'));
    warn.mockRestore();
  });

  it('does nothing without a cache in front', async () => {
    const fetchImpl = vi.fn();
    expect(await purgeCdnByTags(undefined, ['a'], fetchImpl)).toEqual({ purged: 0, failed: 0 });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
