'use client';

import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useState } from 'react';
import { LaterMessages } from '@/i18n/later/LaterMessages';
import { reportError } from '@/lib/error-reporting/error-reporting';
import { useIsBot } from './AppErrorBoundaryScreen';
import { ErrorScreen } from './ErrorScreen';
import { ERROR_SCREEN_MESSAGES } from './error-screen-messages';

function localeFromPath(pathname: string): 'pt' | 'en' {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pt';
}

/**
 * The error screen when the root layout itself failed (`global-error.tsx`):
 * no layout, no intl provider, no router to trust. The home button is a full
 * document navigation, which also clears the error. The screen's texts, in
 * the URL's locale, load when the error happens (`LaterMessages`).
 */
export function DocumentErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const isBot = useIsBot();
  const [locale, setLocale] = useState<'pt' | 'en' | null>(null);

  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);

  useEffect(() => {
    const pathLocale = localeFromPath(window.location.pathname);
    document.documentElement.lang = pathLocale === 'en' ? 'en' : 'pt-BR';
    setLocale(pathLocale);
  }, []);

  if (isBot || !locale) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={{}} timeZone="America/Sao_Paulo">
      <LaterMessages namespaces={ERROR_SCREEN_MESSAGES}>
        <main id="conteudo">
          <ErrorScreen
            status={500}
            renderHomeLink={({ className, children }) => (
              <a href={locale === 'en' ? '/en' : '/'} className={className}>
                {children}
              </a>
            )}
          />
        </main>
      </LaterMessages>
    </NextIntlClientProvider>
  );
}
