import 'server-only';
import { StaticParamsDocument, type StaticParamsQuery } from '@generated/graphql';
import { routing, type AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { slugifyName } from '@/lib/url/slugify-name';

/**
 * `generateStaticParams` of the detail routes: every published record, in
 * each locale, is prerendered at build time. Cache Components wants at least
 * one entry per route; a route whose CMS list is empty gets a placeholder
 * that renders the 404 page, so the build still validates the route's shell.
 * Records published after the build render on their first visit and are
 * cached from then on (the cache-tags webhook keeps them fresh).
 */
const PLACEHOLDER = '__none__';

type Segments = Record<string, string>;

async function staticParamsData(locale: AppLocale): Promise<StaticParamsQuery> {
  return queryCms(StaticParamsDocument, { locale });
}

function atLeastOne<T extends Segments>(list: T[], placeholder: T): T[] {
  return list.length > 0 ? list : [placeholder];
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/** The params of a route below `[locale]`, which Next passes in from the layout's own static params. */
export function detailStaticParams<T extends Segments>(select: (data: StaticParamsQuery) => T[], placeholder: T) {
  return async function generateStaticParams({ params }: { params: { locale: string } }): Promise<T[]> {
    const locale = routing.locales.includes(params.locale as AppLocale)
      ? (params.locale as AppLocale)
      : routing.defaultLocale;
    return atLeastOne(select(await staticParamsData(locale)), placeholder);
  };
}

type Place = { slug?: string | null; name?: string | null };
const placeSegments = (places: readonly Place[]) =>
  places.flatMap((p) => (present(p.slug) && present(p.name) ? [{ slug: p.slug, name: slugifyName(p.name) }] : []));
const slugSegments = (records: readonly { slug?: string | null }[]) =>
  records.flatMap((r) => (present(r.slug) ? [{ slug: r.slug }] : []));

export const storeStaticParams = detailStaticParams((d) => placeSegments(d.allStores), {
  slug: PLACEHOLDER,
  name: PLACEHOLDER,
});
export const storeSlugStaticParams = detailStaticParams((d) => slugSegments(d.allStores), { slug: PLACEHOLDER });
export const restaurantStaticParams = detailStaticParams((d) => placeSegments(d.allRestaurants), {
  slug: PLACEHOLDER,
  name: PLACEHOLDER,
});
export const restaurantSlugStaticParams = detailStaticParams((d) => slugSegments(d.allRestaurants), {
  slug: PLACEHOLDER,
});
export const articleStaticParams = detailStaticParams((d) => slugSegments(d.allArticles), { slug: PLACEHOLDER });
export const movieStaticParams = detailStaticParams((d) => slugSegments(d.allMovies), { slug: PLACEHOLDER });
export const pageStaticParams = detailStaticParams((d) => slugSegments(d.allPages), { slug: PLACEHOLDER });
export const instituteStaticParams = detailStaticParams(
  (d) => (present(d.siteSettings?.instituteProduct) ? [{ product: d.siteSettings.instituteProduct }] : []),
  { product: PLACEHOLDER },
);
export const instituteProjectStaticParams = detailStaticParams(
  (d) => {
    const product = d.siteSettings?.instituteProduct;
    return present(product) ? slugSegments(d.allInstituteProjects).map((s) => ({ product, slug: s.slug })) : [];
  },
  { product: PLACEHOLDER, slug: PLACEHOLDER },
);
