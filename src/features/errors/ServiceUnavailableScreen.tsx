'use client';

import { useLocale } from 'next-intl';
import { ErrorScreen } from './ErrorScreen';

/**
 * The error screen a visitor gets, with status 503, when a page cannot be
 * rendered because the content service is unreachable (src/server/outage).
 * It is served in place of the failed page at that page's URL, so the home
 * button is a plain link: a full navigation, right with or without JavaScript.
 */
export function ServiceUnavailableScreen() {
  const locale = useLocale();
  return (
    <ErrorScreen
      status={503}
      renderHomeLink={({ className, children }) => (
        <a href={locale === 'en' ? '/en' : '/'} className={className}>
          {children}
        </a>
      )}
    />
  );
}
