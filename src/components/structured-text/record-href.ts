import type {
  LinkedArticleFieldsFragment,
  LinkedMovieFieldsFragment,
  LinkedPageFieldsFragment,
  LinkedRestaurantFieldsFragment,
  LinkedServiceFieldsFragment,
  LinkedStoreFieldsFragment,
} from '@generated/graphql';
import { pathFor } from '@/i18n/localized-paths';
import type { AppLocale } from '@/i18n/routing';
import { slugifyName } from '@/lib/url/slugify-name';

export type LinkedRecord =
  | LinkedStoreFieldsFragment
  | LinkedRestaurantFieldsFragment
  | LinkedMovieFieldsFragment
  | LinkedArticleFieldsFragment
  | LinkedServiceFieldsFragment
  | LinkedPageFieldsFragment;

/** A linked record's typename this module does not know: the content model grew without a renderer. */
export class UnknownRecordTypeError extends Error {
  constructor(kind: 'block' | 'linked record', typename: string) {
    super(`Structured text contains a ${kind} of type "${typename}" that has no renderer`);
    this.name = 'UnknownRecordTypeError';
  }
}

/** Store and restaurant URLs end in the name in URL form, the same rule the pages check. */
export const nameSegment = slugifyName;

function required(value: string | null, typename: string, field: string, id: string): string {
  if (!value) throw new Error(`Linked ${typename} ${id} has no ${field}: cannot build its URL`);
  return value;
}

/**
 * Where a linked record lives, as a typed `@/i18n/navigation` href: the
 * structured text links it with the i18n `Link`, which localizes pathname and
 * slugs for the page's locale.
 */
export function recordRoute(record: LinkedRecord) {
  switch (record.__typename) {
    case 'StoreRecord':
      return {
        pathname: '/loja/[slug]/[name]',
        params: {
          slug: required(record.slug, 'store', 'slug', record.id),
          name: nameSegment(required(record.name, 'store', 'name', record.id)),
        },
      } as const;
    case 'RestaurantRecord':
      return {
        pathname: '/gastronomia/[slug]/[name]',
        params: {
          slug: required(record.slug, 'restaurant', 'slug', record.id),
          name: nameSegment(required(record.name, 'restaurant', 'name', record.id)),
        },
      } as const;
    case 'MovieRecord':
      return {
        pathname: '/cinema/[slug]',
        params: { slug: required(record.slug, 'movie', 'slug', record.id) },
      } as const;
    case 'ArticleRecord':
      return {
        pathname: '/artigo/[slug]',
        params: { slug: required(record.slug, 'article', 'slug', record.id) },
      } as const;
    case 'ServiceRecord':
      // the services page gives each service an anchor named after its slug
      return {
        pathname: '/servicos',
        hash: encodeURIComponent(required(record.slug, 'service', 'slug', record.id)),
      } as const;
    case 'PageRecord':
      return { pathname: '/page/[slug]', params: { slug: required(record.slug, 'page', 'slug', record.id) } } as const;
    default: {
      const unknown: { __typename?: string } = record;
      throw new UnknownRecordTypeError('linked record', String(unknown.__typename));
    }
  }
}

/**
 * The visitor-facing URL of a linked record in a locale (localized pathnames and
 * slugs), through the same `pathnames` table as `getPathname` (pure, so it also
 * runs outside Next: search index, sitemap).
 */
export function recordHref(record: LinkedRecord, locale: AppLocale): string {
  const route = recordRoute(record);
  // TypeScript widens the union of `as const` params to optional `name?: undefined`; every value is a string
  const params = ('params' in route ? route.params : {}) as Record<string, string>;
  const path = pathFor(route.pathname, locale, params);
  return 'hash' in route ? `${path}#${route.hash}` : path;
}

/** The text of an inline record reference (inlineItem), which has no text of its own. */
export function recordLabel(record: LinkedRecord): string {
  switch (record.__typename) {
    case 'StoreRecord':
    case 'RestaurantRecord':
    case 'ServiceRecord':
      return required(record.name, record.__typename, 'name', record.id);
    case 'MovieRecord':
    case 'ArticleRecord':
    case 'PageRecord':
      return required(record.title, record.__typename, 'title', record.id);
    default: {
      const unknown: { __typename?: string } = record;
      throw new UnknownRecordTypeError('linked record', String(unknown.__typename));
    }
  }
}
