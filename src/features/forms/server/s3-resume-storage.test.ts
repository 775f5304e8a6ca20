import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { s3ResumeStorage } from './s3-resume-storage';
import { sha256Hex, signV4 } from './sigv4';

const credentials = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'sa-east-1' };

/**
 * A stand-in S3 bucket: keeps objects in memory and refuses any request
 * whose SigV4 signature or body hash is wrong, as a private bucket does.
 */
async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const auth = req.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]));
    const expected = signed.length
      ? signV4({
          method: req.method ?? 'GET',
          url,
          headers,
          payloadHash: String(req.headers['x-amz-content-sha256']),
          service: 's3',
          ...credentials,
        })
      : '';
    if (!auth || auth !== expected || sha256Hex(body) !== req.headers['x-amz-content-sha256']) {
      res.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    const key = url.pathname;
    if (req.method === 'PUT') objects.set(key, { body, type: req.headers['content-type'] });
    if (req.method === 'GET') {
      const found = objects.get(key);
      if (!found) return void res.writeHead(404).end();
      return void res.writeHead(200).end(found.body);
    }
    if (req.method === 'DELETE') objects.delete(key);
    res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeEach(async () => {
  s3 = await startFakeS3();
});
afterEach(() => s3.close());

const PDF = new TextEncoder().encode('%PDF-1.7 résumé');

describe('résumés in an S3-compatible bucket', () => {
  it('are written, read back and removed with signed requests', async () => {
    const storage = s3ResumeStorage({ endpoint: s3.endpoint, bucket: 'curriculos', ...credentials });
    const key = await storage.put(PDF, 'pdf');
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(s3.objects.get(`/curriculos/${key}`)?.type).toBe('application/pdf');
    expect(await storage.read(key)).toEqual(PDF);
    await storage.remove(key);
    expect(s3.objects.size).toBe(0);
  });

  it('cannot be fetched by URL without the keys', async () => {
    const storage = s3ResumeStorage({ endpoint: s3.endpoint, bucket: 'curriculos', ...credentials });
    const key = await storage.put(PDF, 'pdf');
    expect((await fetch(`${s3.endpoint}/curriculos/${key}`)).status).toBe(403);
  });

  it('fail loudly with wrong keys, so the submission is refused (503) rather than stored without its résumé', async () => {
    const storage = s3ResumeStorage({
      endpoint: s3.endpoint,
      bucket: 'curriculos',
      ...credentials,
      secretAccessKey: 'wrong',
    });
    await expect(storage.put(PDF, 'pdf')).rejects.toThrow(/403/);
  });

  it('refuse a key that is not one of ours', async () => {
    const storage = s3ResumeStorage({ endpoint: s3.endpoint, bucket: 'curriculos', ...credentials });
    await expect(storage.read('../secrets.txt')).rejects.toThrow(/not a résumé key/);
  });
});
