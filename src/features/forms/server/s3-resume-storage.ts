import { randomUUID } from 'node:crypto';
import type { ResumeKind } from './resume-file.ts';
import type { ResumeStorage } from './resume-storage.ts';
import { sha256Hex, signV4 } from './sigv4.ts';

export interface S3Config {
  /** https://s3.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://localhost:9000 (MinIO)… */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const CONTENT_TYPE: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Résumés in an S3-compatible bucket (path-style URLs, which every provider
 * takes), signed with SigV4. The bucket stays private: objects are written
 * and read with the keys only, and no page ever links to them.
 */
export function s3ResumeStorage(config: S3Config): ResumeStorage {
  const request = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) => {
    const url = new URL(`${config.endpoint.replace(/\/+$/, '')}/${config.bucket}/${key}`);
    const payloadHash = sha256Hex(body ?? '');
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    if (contentType) headers['content-type'] = contentType;
    const authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      service: 's3',
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    });
    const response = await fetch(url, {
      method,
      headers: { ...headers, authorization },
      body: body as Uint8Array<ArrayBuffer> | undefined,
    });
    if (!response.ok && !(method === 'DELETE' && response.status === 404))
      throw new Error(`S3 ${method} answered ${response.status}`);
    return response;
  };
  const checkKey = (key: string) => {
    if (!/^[0-9a-f-]{36}\.(pdf|doc|docx)$/.test(key)) throw new Error('not a résumé key');
    return key;
  };
  return {
    async put(bytes, kind) {
      const key = `${randomUUID()}.${kind}`;
      await request('PUT', key, bytes, CONTENT_TYPE[kind]);
      return key;
    },
    async remove(key) {
      await request('DELETE', checkKey(key));
    },
    async read(key) {
      return new Uint8Array(await (await request('GET', checkKey(key))).arrayBuffer());
    },
  };
}
