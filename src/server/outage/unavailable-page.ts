/**
 * The page a visitor gets when a page cannot be rendered for want of content
 * (status 503): the site's error page, prerendered at build time in each
 * locale (src/app/[locale]/(site)/servico-indisponivel), so serving it needs no
 * content service. No path alias here: the site server loads this file as is.
 */
export const SERVICE_UNAVAILABLE_PATH = '/servico-indisponivel';

/** How soon a client may try again: about two rounds of the content client's retries. */
export const RETRY_AFTER_SECONDS = 30;

export type SiteLocale = 'pt' | 'en';

export function localeOfPath(pathname: string): SiteLocale {
  return pathname === '/en' || pathname.startsWith('/en/') || pathname.startsWith('/en?') ? 'en' : 'pt';
}

export interface ErrorPageMessages {
  title: string;
  /** with `<strong>…</strong>` around its first sentence */
  messageGeneral: string;
  button: string;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The last resort, when even the prerendered page cannot be read: the same
 * heading, message and button, in plain HTML with its own small style.
 */
export function plainUnavailableHtml(locale: SiteLocale, messages: ErrorPageMessages): string {
  const message = escapeHtml(messages.messageGeneral)
    .replace('&lt;strong&gt;', '<strong>')
    .replace('&lt;/strong&gt;', '</strong>');
  return `<!DOCTYPE html>
<html lang="${locale === 'en' ? 'en' : 'pt-BR'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(messages.title)} 503</title>
<style>body{margin:0;font:1.125rem/1.6 system-ui,sans-serif;color:#1d1530;background:#fff}main{max-width:40rem;margin:15vh auto;padding:0 1.5rem}
h1{font-size:2.5rem;margin:0 0 1rem;color:#4b2a82}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#4b2a82;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #f2b705;outline-offset:3px}@media (prefers-contrast:more){body{background:#000;color:#fff}h1{color:#ff0}a{background:#ff0;color:#000}}</style></head>
<body><main><h1>${escapeHtml(messages.title)} 503</h1><p>${message}</p><a href="${locale === 'en' ? '/en' : '/'}">${escapeHtml(messages.button)}</a></main></body></html>`;
}

export interface UnavailablePagesOptions {
  /** the site's own origin, e.g. http://localhost:3000 */
  origin: string;
  messages: Record<SiteLocale, ErrorPageMessages>;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/**
 * The outage page of a locale, asked of the site itself (it is served from the
 * page cache) and remembered, so it can still be served if the site cannot
 * answer it a second time; the plain page when neither is available.
 */
export function createUnavailablePages({
  origin,
  messages,
  fetch = globalThis.fetch,
  timeoutMs = 3_000,
}: UnavailablePagesOptions) {
  const lastGood = new Map<SiteLocale, string>();
  return async function unavailableHtml(locale: SiteLocale): Promise<string> {
    try {
      const path = locale === 'en' ? `/en${SERVICE_UNAVAILABLE_PATH}` : SERVICE_UNAVAILABLE_PATH;
      const response = await fetch(new URL(path, origin), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'text/html' },
      });
      if (response.ok) {
        const html = await response.text();
        lastGood.set(locale, html);
        return html;
      }
    } catch {
      // the remembered copy or the plain page below
    }
    return lastGood.get(locale) ?? plainUnavailableHtml(locale, messages[locale]);
  };
}
