import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '../../messages/en.json';
import pt from '../../messages/pt.json';

/** Test helper: renders with the real message files of a locale. */
export function renderWithIntl(ui: ReactElement, locale: 'pt' | 'en' = 'pt', options?: RenderOptions) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={(locale === 'en' ? en : pt) as typeof pt}
      timeZone="America/Sao_Paulo"
    >
      {ui}
    </NextIntlClientProvider>,
    options,
  );
}
