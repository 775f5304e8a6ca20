import { describe, expect, it } from 'vitest';
import { clientAddress, clientAddressOf, proxyTrustFromEnv } from './client-address';

const none = proxyTrustFromEnv({});

describe('the client address a rate limit counts', () => {
  it('is the socket peer by default, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(clientAddressOf('203.0.113.9', '198.51.100.1, 198.51.100.2', none)).toBe('203.0.113.9');
    expect(clientAddressOf('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
  });

  it('behind n trusted proxies, is the n-th hop from the right, so entries a client adds on the left change nothing', () => {
    const one = proxyTrustFromEnv({ TRUSTED_PROXY_COUNT: '1' });
    // the load balancer (10.0.0.5) appended the address it received from
    expect(clientAddressOf('10.0.0.5', '203.0.113.9', one)).toBe('203.0.113.9');
    expect(clientAddressOf('10.0.0.5', '1.2.3.4, 5.6.7.8, 203.0.113.9', one)).toBe('203.0.113.9');
    const two = proxyTrustFromEnv({ TRUSTED_PROXY_COUNT: '2' });
    // client → CDN (appends client) → load balancer (appends CDN) → site
    expect(clientAddressOf('10.0.0.5', '9.9.9.9, 203.0.113.9, 192.0.2.50', two)).toBe('203.0.113.9');
  });

  it('with a list of proxy addresses, skips only those from the right', () => {
    const listed = proxyTrustFromEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.50' });
    expect(clientAddressOf('10.0.0.5', '9.9.9.9, 203.0.113.9, 192.0.2.50', listed)).toBe('203.0.113.9');
    // a direct client is not a proxy: its header is not read
    expect(clientAddressOf('203.0.113.9', '9.9.9.9', listed)).toBe('203.0.113.9');
  });

  it('refuses a malformed setting at start, naming it', () => {
    expect(() => proxyTrustFromEnv({ TRUSTED_PROXY_COUNT: 'all' })).toThrow(/TRUSTED_PROXY_COUNT/);
    expect(() => proxyTrustFromEnv({ TRUSTED_PROXIES: 'lb.internal' })).toThrow(/TRUSTED_PROXIES: "lb.internal"/);
  });

  it('reaches the handlers through the header the site server sets, and only through it', () => {
    expect(clientAddress(new Headers({ 'x-mall-client-address': '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }))).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown');
  });
});
