import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * The header through which the site server hands the client's address to the
 * route handlers and server actions (which never see the socket). It is an
 * internal header (`x-mall-*`): a visitor's own copy is dropped before this
 * one is set (src/server/internal-headers.ts).
 */
export const CLIENT_ADDRESS_HEADER = 'x-mall-client-address';

/**
 * Which hops in front of the site may speak for the client. By default none:
 * the socket's peer is the client, and `X-Forwarded-For` is not read at all,
 * since anyone can write it. `TRUSTED_PROXY_COUNT=n` trusts the last n hops
 * (the load balancer, the CDN…); `TRUSTED_PROXIES` trusts hops by address
 * (`10.0.0.0/8, 2001:db8::/32, 192.0.2.7`), however many there are.
 */
export interface ProxyTrust {
  count: number;
  addresses: BlockList | null;
}

export function proxyTrustFromEnv(env: Record<string, string | undefined> = process.env): ProxyTrust {
  const rawCount = env.TRUSTED_PROXY_COUNT?.trim();
  const count = rawCount ? Number(rawCount) : 0;
  if (!Number.isInteger(count) || count < 0 || count > 10) {
    throw new Error(
      `TRUSTED_PROXY_COUNT must be a whole number from 0 to 10 (the proxies in front of the site), not "${rawCount}"`,
    );
  }
  const listed = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.length === 0) return { count, addresses: null };
  const addresses = new BlockList();
  for (const entry of listed) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) addresses.addAddress(address, type);
    else addresses.addSubnet(address, Number(prefix), type);
  }
  return { count, addresses };
}

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is `192.0.2.1`. */
function normalize(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

const isTrusted = (trust: ProxyTrust, address: string) => {
  if (!trust.addresses) return false;
  const family = isIP(address);
  return family !== 0 && trust.addresses.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address: the hops are the `X-Forwarded-For` entries followed by
 * the socket's peer, read from the right, because each proxy appends the
 * address it received from. Only trusted hops are skipped; the first
 * untrusted one is the client. A header longer than the trusted chain cannot
 * move the answer: its extra entries, on the left, are never reached.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string {
  const socket = normalize(peer ?? '') || 'unknown';
  if (trust.count === 0 && !trust.addresses) return socket;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(normalize)
    .filter((entry) => isIP(entry) !== 0);
  const hops = [...forwarded, socket];
  let index = hops.length - 1;
  let skippedByCount = 0;
  while (index > 0) {
    const hop = hops[index]!;
    if (skippedByCount < trust.count) skippedByCount += 1;
    else if (!isTrusted(trust, hop)) break;
    index -= 1;
  }
  return hops[index]!;
}

/** Sets the request's client address for the handlers behind the site server. */
export function markClientAddress(request: IncomingMessage, trust: ProxyTrust): void {
  const address = clientAddressOf(request.socket.remoteAddress, request.headers['x-forwarded-for'], trust);
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  request.rawHeaders.push(CLIENT_ADDRESS_HEADER, address);
}

/** The client's address as the site server saw it; requests that did not pass through it share one bucket. */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
