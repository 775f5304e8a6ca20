'use client';

import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useState } from 'react';
import type pt from '../../../messages/pt.json';
import { useIsBot } from './AppErrorBoundaryScreen';
import { loadLocaleMessages } from '@/i18n/later/load-locale-messages';
import { reportError } from '@/lib/error-reporting/error-reporting';
import { ErrorScreen } from './ErrorScreen';

type ErrorMessages = { errorPage: (typeof pt)['errorPage'] };

function localeFromPath(pathname: string): 'pt' | 'en' {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pt';
}

/** Only the `errorPage` namespace of the visitor's locale, loaded when the error happens. */
async function loadErrorMessages(locale: 'pt' | 'en'): Promise<ErrorMessages> {
  const messages = await loadLocaleMessages(locale);
  // Same keys as pt.json (messages/messages.test.ts); the literal types differ only in wording.
  return { errorPage: messages.errorPage as ErrorMessages['errorPage'] };
}

/**
 * The error screen when the root layout itself failed (`global-error.tsx`):
 * no layout, no intl provider, no router to trust. The home button is a full
 * document navigation, which also clears the error.
 */
export function DocumentErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const isBot = useIsBot();
  const [state, setState] = useState<{ locale: 'pt' | 'en'; messages: ErrorMessages } | null>(null);

  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);

  useEffect(() => {
    const locale = localeFromPath(window.location.pathname);
    document.documentElement.lang = locale === 'en' ? 'en' : 'pt-BR';
    loadErrorMessages(locale).then(
      (messages) => setState({ locale, messages }),
      (loadError: unknown) => console.error(loadError),
    );
  }, []);

  if (isBot || !state) return null;
  return (
    <NextIntlClientProvider locale={state.locale} messages={state.messages} timeZone="America/Sao_Paulo">
      <main id="conteudo">
        <ErrorScreen
          status={500}
          renderHomeLink={({ className, children }) => (
            <a href={state.locale === 'en' ? '/en' : '/'} className={className}>
              {children}
            </a>
          )}
        />
      </main>
    </NextIntlClientProvider>
  );
}
