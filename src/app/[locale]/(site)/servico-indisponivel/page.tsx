import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ERROR_SCREEN_MESSAGES } from '@/features/errors/error-screen-messages';
import { ServiceUnavailableScreen } from '@/features/errors/ServiceUnavailableScreen';
import { ClientMessages } from '@/i18n/ClientMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errorPage');
  return { title: `${t('title')} 503`, robots: { index: false, follow: false } };
}

/**
 * The site's error page for a content outage, prerendered in each locale so it
 * needs no content service. The site server answers a page that failed for
 * want of content with this HTML and status 503 (src/server/outage); it is not
 * linked from anywhere (its path: SERVICE_UNAVAILABLE_PATH in src/server/outage/unavailable-page.ts).
 */
export default function ServiceUnavailablePage() {
  return (
    <ClientMessages namespaces={ERROR_SCREEN_MESSAGES}>
      <ServiceUnavailableScreen />
    </ClientMessages>
  );
}
