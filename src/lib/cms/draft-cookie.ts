import 'server-only';
import { cookies } from 'next/headers';
import { DRAFT_MODE_COOKIE } from '@/server/next-internals/protocol';

/** Next's draft-mode cookie; its value is a signed id only the server knows. */
export { DRAFT_MODE_COOKIE };

export function isServedOverHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:';
}

/**
 * The CMS shows previews in an iframe on its own origin: over HTTPS the
 * cookie must be `SameSite=None; Secure; Partitioned` to be sent there
 * (CHIPS). Over plain http (local work) browsers drop `SameSite=None` without
 * `Secure`, and Next's own cookie is `SameSite=None; Secure` whatever the
 * scheme, so it is set again as `SameSite=Lax`.
 */
export async function makeDraftCookieWorkInIframes(request: Request): Promise<void> {
  const store = await cookies();
  const cookie = store.get(DRAFT_MODE_COOKIE);
  if (!cookie) return;
  if (isServedOverHttps(request)) {
    store.set({
      name: DRAFT_MODE_COOKIE,
      value: cookie.value,
      httpOnly: true,
      path: '/',
      secure: true,
      sameSite: 'none',
      partitioned: true,
    });
  } else {
    store.set({
      name: DRAFT_MODE_COOKIE,
      value: cookie.value,
      httpOnly: true,
      path: '/',
      secure: false,
      sameSite: 'lax',
    });
  }
}

/** A partitioned cookie is only removed by a partitioned deletion. */
export async function clearPartitionedDraftCookie(request: Request): Promise<void> {
  if (!isServedOverHttps(request)) return;
  const store = await cookies();
  store.set({
    name: DRAFT_MODE_COOKIE,
    value: '',
    httpOnly: true,
    path: '/',
    secure: true,
    sameSite: 'none',
    partitioned: true,
    maxAge: 0,
  });
}
