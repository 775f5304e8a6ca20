import { Suspense } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { isDraftModeEnabled } from '@/lib/cms/draft-mode';
import { LazyPreviewBadgeView } from './LazyPreviewBadgeView';

/**
 * Mounted once by the locale layout. Renders nothing outside draft mode, so
 * published pages ship none of its code paths' output, nor its texts: they
 * travel with it, in draft mode only (ADR 0081).
 */
export async function PreviewBadge() {
  if (!(await isDraftModeEnabled())) return null;
  return (
    <Suspense fallback={null}>
      <ClientMessages namespaces={['preview']}>
        <LazyPreviewBadgeView />
      </ClientMessages>
    </Suspense>
  );
}
