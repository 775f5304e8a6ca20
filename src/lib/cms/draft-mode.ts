import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Whether this request is in draft mode (Next's signed cookie, set only by
 * /api/draft/enable). Outside a request (generateStaticParams, build-time
 * sitemaps) there is no draft mode, and Next throws instead of answering.
 */
export async function isDraftModeEnabled(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
