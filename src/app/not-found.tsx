import { NextIntlClientProvider } from 'next-intl';
import { NotFoundScreen } from '@/components/error/NotFoundScreen';
import { displayFont, textFont } from '@/fonts';
import { ContrastScript } from '@/components/accessibility/ContrastScript';
import pt from '../../messages/pt.json';
import '@/styles/globals.css';

/**
 * A path no locale claims (the proxy skips files with an extension, so
 * `/nada.html` lands here): the 404 screen in the default locale, without
 * the site's layout data, which needs a locale to be fetched.
 */
export default function GlobalNotFound() {
  return (
    <html lang="pt-BR" className={`${displayFont.variable} ${textFont.variable}`} suppressHydrationWarning>
      <head>
        <ContrastScript />
      </head>
      <body>
        <NextIntlClientProvider locale="pt" messages={{ errorPage: pt.errorPage }} timeZone="America/Sao_Paulo">
          <main id="conteudo">
            <NotFoundScreen />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
