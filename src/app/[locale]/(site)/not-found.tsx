import { NOT_FOUND_SCREEN_MESSAGES } from '@/features/errors/error-screen-messages';
import { LazyNotFoundScreen } from '@/features/errors/LazyNotFoundScreen';
import { ClientMessages } from '@/i18n/ClientMessages';

/** 404 inside the site's layout: unknown paths (`[...rest]`) and records missing from the CMS. */
export default function LocaleNotFound() {
  return (
    <ClientMessages namespaces={NOT_FOUND_SCREEN_MESSAGES}>
      <LazyNotFoundScreen />
    </ClientMessages>
  );
}
