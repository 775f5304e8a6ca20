import { Suspense } from 'react';
import { isDraftModeEnabled } from '@/lib/cms/draft-mode';
import { PreviewBadgeView } from './PreviewBadgeView';

/**
 * Mounted once by the locale layout. Renders nothing outside draft mode, so
 * published pages ship none of its code paths' output.
 */
export async function PreviewBadge() {
  if (!(await isDraftModeEnabled())) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBadgeView />
    </Suspense>
  );
}
