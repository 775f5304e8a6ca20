import { defineRouting } from 'next-intl/routing';

export const locales = ['pt', 'en'] as const;
export type AppLocale = (typeof locales)[number];
export const defaultLocale: AppLocale = 'pt';

/** The value of `<html lang>` per app locale (the CMS and the URLs use the short codes). */
export const htmlLang: Record<AppLocale, string> = { pt: 'pt-BR', en: 'en' };

export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** The spec's locale cookie: 365 days, whole site, same-site lax. */
export const LOCALE_COOKIE_ATTRIBUTES = { maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', path: '/' } as const;

/**
 * Every screen of the spec's route table, keyed by its internal (file-system)
 * path under `src/app/[locale]`. Eight paths differ by locale.
 *
 * `/instituto/[product]` is internal: visitors see `/instituto-{product}`,
 * which the App Router cannot express as a folder (a partial dynamic
 * segment). next-intl's middleware in `src/proxy.ts` matches the external
 * template and rewrites to the internal one; `Link`/`getPathname` produce
 * the external form. The page itself 404s unless `{product}` is the CMS's
 * `site_settings.institute_product`.
 */
export const pathnames = {
  '/': '/',
  '/mapa': '/mapa',
  '/sobre': { pt: '/sobre', en: '/about' },
  '/busca': '/busca',
  '/lojas': '/lojas',
  '/contato': { pt: '/contato', en: '/contact' },
  '/como-chegar': { pt: '/como-chegar', en: '/getting-here' },
  '/artigos': { pt: '/artigos', en: '/articles' },
  '/servicos': { pt: '/servicos', en: '/services' },
  '/masterplan': '/masterplan',
  // the outage page, served in place of a page that cannot be rendered (src/server/outage); never linked
  '/servico-indisponivel': '/servico-indisponivel',
  // the offline page, served by the service worker for a page not stored (src/features/offline); never linked
  '/sem-conexao': { pt: '/sem-conexao', en: '/offline' },
  '/page/[slug]': '/page/[slug]',
  '/cinema': '/cinema',
  '/cinema/[slug]': '/cinema/[slug]',
  '/oportunidade': '/oportunidade',
  '/arte-e-cultura': '/arte-e-cultura',
  '/artigo/[slug]': { pt: '/artigo/[slug]', en: '/article/[slug]' },
  '/gastronomia': '/gastronomia',
  '/gastronomia/[slug]/[name]': '/gastronomia/[slug]/[name]',
  '/loja/[slug]/[name]': '/loja/[slug]/[name]',
  // Without the name: 308 to the canonical detail URL (h6's pages).
  '/gastronomia/[slug]': '/gastronomia/[slug]',
  '/loja/[slug]': '/loja/[slug]',
  '/ofertas': { pt: '/ofertas', en: '/offers' },
  '/ofertas/[slug]': { pt: '/ofertas/[slug]', en: '/offers/[slug]' },
  '/instituto/[product]': '/instituto-[product]',
  '/instituto/[product]/projetos': '/instituto-[product]/projetos',
  '/instituto/[product]/projetos/[slug]': '/instituto-[product]/projetos/[slug]',
  '/agenda': { pt: '/agenda', en: '/events' },
  '/favoritos': { pt: '/favoritos', en: '/favourites' },
} as const;

export type AppPathname = keyof typeof pathnames;

/** Shared by both middlewares of `src/proxy.ts`; `localeDetection` differs between them. */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  pathnames,
  localeCookie: { name: LOCALE_COOKIE, ...LOCALE_COOKIE_ATTRIBUTES },
  // next-intl's `Link` header says `hreflang="pt"` and keeps an article's slug in the other locale: the proxy
  // writes the header from the same alternates as the HTML and the sitemap (src/lib/seo/page-link-header.ts)
  alternateLinks: false,
});

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
