import { connection, NextResponse } from 'next/server';
import { isDraftModeEnabled } from '@/lib/cms/draft-mode';
import { getServerConfig } from '@/lib/config/server';

export interface PreviewAnswer {
  enabled: boolean;
  token: string;
}

/**
 * Spec §7.1: `{ enabled, token }`. The draft token only in draft mode, which
 * only Next's signed cookie turns on: a hand-made cookie never matches the
 * signature, so it gets `{ enabled: false }` and the public read-only token.
 */
export async function GET(): Promise<NextResponse<PreviewAnswer>> {
  // per visitor (draft cookie): never prerendered
  await connection();
  const config = getServerConfig();
  const enabled = await isDraftModeEnabled();
  const body: PreviewAnswer = enabled
    ? { enabled: true, token: config.DATOCMS_DRAFT_TOKEN }
    : { enabled: false, token: config.DATOCMS_PUBLISHED_TOKEN };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store, private' } });
}
