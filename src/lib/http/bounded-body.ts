export type BoundedBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' };

/**
 * Reads at most `limit` bytes of a request's body: a declared Content-Length
 * over it is refused before reading, and a streamed body is abandoned as soon
 * as it passes it, so no client can make the server hold more.
 */
export async function readBoundedBytes(request: Request, limit: number): Promise<BoundedBytes> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
