import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempContent, type TempContent } from './__fixtures__/temp-content.ts';
import { startTestService } from './__fixtures__/test-service.ts';
import type { ContentService } from './index.ts';

let content: TempContent;
let service: ContentService;

beforeAll(async () => {
  content = await makeTempContent();
  // no host: the service's own default, as `npm run cms` without CMS_HOST
  service = await startTestService(content, { host: undefined });
});

afterAll(async () => {
  await service?.close();
  await content?.remove();
});

/** Whether a TCP connection to host:port is accepted. */
const reaches = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const hasIpv6Loopback = Object.values(networkInterfaces()).some((addresses) =>
  addresses?.some((a) => a.family === 'IPv6' && a.internal),
);
const outsideAddress = Object.values(networkInterfaces())
  .flatMap((addresses) => addresses ?? [])
  .find((a) => a.family === 'IPv4' && !a.internal)?.address;

describe('where the content service listens (ADR 0048)', () => {
  it('answers on 127.0.0.1, and at http://localhost:<port> as the site and the tests call it', async () => {
    expect(service.url).toBe(`http://localhost:${service.port}`);
    expect(await reaches('127.0.0.1', service.port)).toBe(true);
    const response = await fetch(`${service.url}/`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });

  it.runIf(hasIpv6Loopback)('answers on ::1 too, where localhost may resolve first', async () => {
    expect(await reaches('::1', service.port)).toBe(true);
  });

  it.runIf(outsideAddress)('does not answer on the machine’s network address', async () => {
    expect(await reaches(outsideAddress!, service.port)).toBe(false);
  });
});
