import type { SitemapQuery } from '@generated/graphql';
import { recordHref } from '@/components/structured-text/record-href';
import { cmsLocalesFrom, DEFAULT_PROJECT_LOCALES, valuesByAppLocale, type CmsLocales } from '@/lib/cms/cms-locales';
import { pathFor } from '@/i18n/localized-paths';
import { locales, type AppLocale, type AppPathname } from '@/i18n/routing';
import type { SitemapEntry } from './sitemap-xml';

type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

const both = (path: (locale: AppLocale) => string): Record<AppLocale, string> =>
  Object.fromEntries(locales.map((locale) => [locale, path(locale)])) as Record<AppLocale, string>;

const latest = (...dates: (string | null | undefined)[]): string | null =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1) ?? null;

/**
 * Every public URL of the site, in both locales, from the published content:
 * the fixed pages (dated by the record behind them) and each store,
 * restaurant, film, article, page and institute project. Records without the field their URL
 * needs are left out, as their pages are.
 */
export function sitemapEntries(
  data: SitemapQuery,
  cms: CmsLocales = cmsLocalesFrom(DEFAULT_PROJECT_LOCALES),
  /** offers that ended before it are left out (the server's clock, read once an hour: sitemap-response.ts) */
  now: Date | null = null,
): SitemapEntry[] {
  const fixed = (pathname: StaticPathname, lastmod: string | null | undefined): SitemapEntry => ({
    paths: both((l) => pathFor(pathname, l)),
    lastmod: lastmod ?? null,
  });
  const entries: SitemapEntry[] = [
    fixed('/', data.homePage?._updatedAt),
    fixed('/lojas', latest(...data.allStores.map((s) => s._updatedAt))),
    fixed('/gastronomia', latest(...data.allRestaurants.map((r) => r._updatedAt))),
    fixed('/cinema', latest(data.cinemaPage?._updatedAt, ...data.allMovies.map((m) => m._updatedAt))),
    fixed('/artigos', latest(...data.allArticles.map((a) => a._updatedAt))),
    fixed('/agenda', latest(...data.allArticles.map((a) => a._updatedAt))),
    fixed('/servicos', data.allServices[0]?._updatedAt),
    fixed('/mapa', data.mapPage?._updatedAt),
    fixed('/arte-e-cultura', data.artCulturePage?._updatedAt),
    fixed('/oportunidade', data.opportunityPage?._updatedAt),
    fixed('/masterplan', data.masterplanPage?._updatedAt),
    fixed('/sobre', data.aboutPage?._updatedAt),
    fixed('/contato', data.contactPage?._updatedAt),
    fixed('/como-chegar', data.directionsPage?._updatedAt),
    fixed('/busca', data.searchPage?._updatedAt),
    fixed('/ofertas', latest(...data.allOffers.map((o) => o._updatedAt))),
  ];
  const product = data.siteSettings?.instituteProduct;
  if (product) {
    entries.push(
      {
        paths: both((l) => pathFor('/instituto/[product]', l, { product })),
        lastmod: data.institute?._updatedAt ?? null,
      },
      {
        paths: both((l) => pathFor('/instituto/[product]/projetos', l, { product })),
        lastmod: latest(data.institute?._updatedAt, data.allInstituteProjects[0]?._updatedAt),
      },
    );
    for (const project of data.allInstituteProjects) {
      const slug = project.slug;
      if (slug)
        entries.push({
          paths: both((l) => pathFor('/instituto/[product]/projetos/[slug]', l, { product, slug })),
          lastmod: project._updatedAt,
        });
    }
  }
  for (const s of data.allStores) {
    if (s.slug && s.name)
      entries.push({
        paths: both((l) => recordHref({ __typename: 'StoreRecord', id: s.id, slug: s.slug, name: s.name }, l)),
        lastmod: s._updatedAt,
      });
  }
  for (const r of data.allRestaurants) {
    if (r.slug && r.name)
      entries.push({
        paths: both((l) => recordHref({ __typename: 'RestaurantRecord', id: r.id, slug: r.slug, name: r.name }, l)),
        lastmod: r._updatedAt,
      });
  }
  for (const m of data.allMovies) {
    const slug = m.slug;
    if (slug) entries.push({ paths: both((l) => pathFor('/cinema/[slug]', l, { slug })), lastmod: m._updatedAt });
  }
  for (const a of data.allArticles) {
    const slugs = valuesByAppLocale(a._allSlugLocales, cms);
    const pt = slugs.pt;
    if (!pt) continue;
    // an article without an English slug is read in Portuguese under its Portuguese one, as the CMS falls back
    entries.push({ paths: both((l) => pathFor('/artigo/[slug]', l, { slug: slugs[l] ?? pt })), lastmod: a._updatedAt });
  }
  for (const o of data.allOffers) {
    const slug = o.slug;
    const ended = now !== null && o.endsAt !== null && Date.parse(o.endsAt) <= now.getTime();
    if (slug && !ended && o.places.length > 0)
      entries.push({ paths: both((l) => pathFor('/ofertas/[slug]', l, { slug })), lastmod: o._updatedAt });
  }
  for (const p of data.allPages) {
    const slug = p.slug;
    if (slug) entries.push({ paths: both((l) => pathFor('/page/[slug]', l, { slug })), lastmod: p._updatedAt });
  }
  return entries;
}
