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
import { slugifyName } from '@/lib/places/slugify-name';

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
 * The visitor-facing URL of a linked record in a locale (localized pathnames and
 * slugs), through the same `pathnames` table as `getPathname` (pure, so it also
 * runs outside Next).
 */
export function recordHref(record: LinkedRecord, locale: AppLocale): string {
  switch (record.__typename) {
    case 'StoreRecord':
      return pathFor('/loja/[slug]/[name]', locale, {
        slug: required(record.slug, 'store', 'slug', record.id),
        name: nameSegment(required(record.name, 'store', 'name', record.id)),
      });
    case 'RestaurantRecord':
      return pathFor('/gastronomia/[slug]/[name]', locale, {
        slug: required(record.slug, 'restaurant', 'slug', record.id),
        name: nameSegment(required(record.name, 'restaurant', 'name', record.id)),
      });
    case 'MovieRecord':
      return pathFor('/cinema/[slug]', locale, { slug: required(record.slug, 'movie', 'slug', record.id) });
    case 'ArticleRecord':
      return pathFor('/artigo/[slug]', locale, { slug: required(record.slug, 'article', 'slug', record.id) });
    case 'ServiceRecord':
      return `${pathFor('/servicos', locale)}#${encodeURIComponent(required(record.slug, 'service', 'slug', record.id))}`;
    case 'PageRecord':
      return pathFor('/page/[slug]', locale, { slug: required(record.slug, 'page', 'slug', record.id) });
    default: {
      const unknown: { __typename?: string } = record;
      throw new UnknownRecordTypeError('linked record', String(unknown.__typename));
    }
  }
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
