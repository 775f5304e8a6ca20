import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '../../messages/en.json';
import pt from '../../messages/pt.json';

/** `ui` inside the real message files of a locale, for a test that renders it its own way (the server's markup). */
export function withIntl(ui: ReactElement, locale: 'pt' | 'en' = 'pt') {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={(locale === 'en' ? en : pt) as typeof pt}
      timeZone="America/Sao_Paulo"
    >
      {ui}
    </NextIntlClientProvider>
  );
}

/** Test helper: renders with the real message files of a locale. */
export function renderWithIntl(ui: ReactElement, locale: 'pt' | 'en' = 'pt', options?: RenderOptions) {
  return render(withIntl(ui, locale), options);
}
