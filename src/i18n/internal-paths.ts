import { defaultLocale, isAppLocale, type AppLocale } from './routing';

/** `/instituto/jacaranda`, `/en/instituto/x/projetos`: file-system paths visitors must not reach directly. */
const INTERNAL_ONLY = /^(?:\/(?:pt|en))?\/instituto(?:\/|$)/;

export function isInternalOnlyPath(pathname: string): boolean {
  return INTERNAL_ONLY.test(pathname);
}

export function localeOfPath(pathname: string): AppLocale {
  const first = pathname.split('/')[1];
  return isAppLocale(first) ? first : defaultLocale;
}
