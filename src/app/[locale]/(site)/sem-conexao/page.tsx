import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfflineScreen } from '@/features/offline';
import { ClientMessages } from '@/i18n/ClientMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('offline');
  return { title: t('page.title'), robots: { index: false, follow: false } };
}

/**
 * The offline page, prerendered in each locale and kept by the service worker when it installs: offline, a
 * page the visitor never opened is answered with it, at its own URL (ADR 0075). Not linked from anywhere.
 */
export default function OfflinePage() {
  return (
    <ClientMessages namespaces={['offline.page']}>
      <OfflineScreen />
    </ClientMessages>
  );
}
