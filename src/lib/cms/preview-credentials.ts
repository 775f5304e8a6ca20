/**
 * Spec §4: the browser asks the site's /api/preview for a token and uses it
 * only if the answer says `enabled`; otherwise it uses the public read-only
 * token and treats preview as off. Any failure means preview off.
 */
export interface PreviewCredentials {
  preview: boolean;
  token: string;
}

type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export async function getPreviewCredentials(
  publicToken: string,
  fetchFn: FetchFn = (input, init) => fetch(input, init),
): Promise<PreviewCredentials> {
  const off: PreviewCredentials = { preview: false, token: publicToken };
  try {
    const response = await fetchFn('/api/preview', {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return off;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return off;
    const { enabled, token } = body as { enabled?: unknown; token?: unknown };
    if (enabled === true && typeof token === 'string' && token !== '') return { preview: true, token };
    return off;
  } catch {
    return off;
  }
}
