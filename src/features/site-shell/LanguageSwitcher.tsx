'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { matchInternalPath } from '@/i18n/localized-paths';
import { getPathname, usePathname } from '@/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_ATTRIBUTES, locales, type AppLocale } from '@/i18n/routing';
import { useLocationSearch } from '@/components/navigation/use-location-search';
import { searchParamsOfSegment } from '@/lib/url/query-segment';
import { useAlternateLinks, type AlternateLinks } from './AlternateLinks';
import { GlobeIcon } from '@/components/icons/icons';
import styles from './LanguageSwitcher.module.css';

const ONE_YEAR_SECONDS = LOCALE_COOKIE_ATTRIBUTES.maxAge;

/**
 * A record's own URLs, rendered on the server by the layout's `@languageSwitch` slot, for the page whose `slug`
 * param they belong to: after a client navigation the slot may still hold the previous page's.
 */
export interface PageLinks {
  slug: string;
  links: AlternateLinks;
}

/** The current page's URL in `target`: a page's own alternates win (localized slugs). */
export function useOtherLocaleHref(target: AppLocale, pageLinks?: PageLinks): string {
  const pathname = usePathname();
  const params = useParams();
  const alternates = useAlternateLinks();
  const browserSearch = useLocationSearch();
  const fromPage = alternates?.[target] ?? (pageLinks?.slug === params.slug ? pageLinks?.links[target] : undefined);
  if (fromPage) return fromPage;
  const { filters, ...rest } = params;
  const stringParams = Object.fromEntries(
    Object.entries(rest).filter(([name, value]) => name !== 'locale' && typeof value === 'string'),
  ) as Record<string, string>;
  // `usePathname` returns the internal template (`/artigo/[slug]`) and the
  // params fill it. A page the proxy rewrites to another folder
  // (`/instituto-x` → `/instituto/x`) is prerendered under its internal path,
  // which no visitor-facing template matches: that path is read against the
  // route table itself. An unknown path (404 page) keeps its literal form.
  const route = pathname.includes('[') ? null : matchInternalPath(pathname);
  const href =
    route && route.pathname.includes('[')
      ? { pathname: route.pathname, params: route.params }
      : { pathname, params: stringParams };
  const path = getPathname({ href: href as never, locale: target });
  // A query screen (`/busca?q=…`, `/lojas?categoria=…`) is rendered by its
  // cached `…/lista/[filters]` route: the query travels in that segment, so the
  // switch keeps it even before the page's script runs.
  const fromSegment = typeof filters === 'string' ? searchParamsOfSegment(filters).toString() : '';
  // Once the page runs, the browser's query wins: it holds what the visitor changed in place
  // (filters, the cinema's day, the map's focus), written without a request.
  const query = browserSearch?.toString() || fromSegment;
  return query ? `${path}?${query}` : path;
}

/**
 * A real link (full navigation) to the same page in the other language. The
 * proxy sets the `NEXT_LOCALE` cookie on that document request; it is also
 * written here so a visit to `/` afterwards follows the choice at once.
 */
export function LanguageSwitcher({ className, pageLinks }: { className?: string; pageLinks?: PageLinks | undefined }) {
  const locale = useLocale();
  const t = useTranslations('layout.language');
  const target = locales.find((l) => l !== locale) ?? 'pt';
  const href = useOtherLocaleHref(target, pageLinks);
  const rememberChoice = () => {
    document.cookie = `${LOCALE_COOKIE}=${target}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
  };
  return (
    <a
      href={href}
      hrefLang={target === 'pt' ? 'pt-BR' : 'en'}
      lang={target === 'pt' ? 'pt-BR' : 'en'}
      className={[styles.switcher, className].filter(Boolean).join(' ')}
      onClick={rememberChoice}
    >
      <GlobeIcon size={18} />
      <span className={styles.long}>{t('switchTo')}</span>
      <span className={styles.short} aria-hidden="true">
        {t('short')}
      </span>
    </a>
  );
}
