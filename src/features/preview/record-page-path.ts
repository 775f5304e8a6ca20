import { recordHref } from '@/components/structured-text/record-href';
import { pathFor } from '@/i18n/localized-paths';
import { defaultLocale, isAppLocale, type AppLocale, type AppPathname } from '@/i18n/routing';

/**
 * A record as DatoCMS's Content Management API gives it (what the Web
 * Previews plugin posts): field values under their api_keys, a localized field
 * as `{ pt: …, en: … }`.
 */
export interface CmaRecord {
  id: string;
  attributes: Record<string, unknown>;
}

/** What a page path of some models needs besides the record: the institute's `{product}` (site settings). */
export interface SiteFacts {
  instituteProduct: string | null;
}

/** The singletons that are a page of their own, by model api_key. */
const SINGLETON_PAGES: Record<string, AppPathname> = {
  home_page: '/',
  about_page: '/sobre',
  contact_page: '/contato',
  map_page: '/mapa',
  masterplan_page: '/masterplan',
  art_culture_page: '/arte-e-cultura',
  opportunity_page: '/oportunidade',
  search_page: '/busca',
  cinema_page: '/cinema',
  directions_page: '/como-chegar',
};

/** The app locale of a DatoCMS locale code (`en`, `pt`, `pt-BR`, `pt_BR`); null for one the site does not have. */
export function appLocaleOf(cmsLocale: unknown): AppLocale | null {
  if (typeof cmsLocale !== 'string') return null;
  if (isAppLocale(cmsLocale)) return cmsLocale;
  const language = cmsLocale.split(/[-_]/)[0]?.toLowerCase();
  return isAppLocale(language) ? language : null;
}

/** A field's value in `locale`; a localized one without it falls back to the default locale's, as the CDA does. */
function text(record: CmaRecord, field: string, locale: AppLocale): string | null {
  const value = record.attributes[field];
  if (typeof value === 'string') return value || null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const localized = value as Record<string, unknown>;
  const chosen = localized[locale] ?? localized[defaultLocale];
  return typeof chosen === 'string' && chosen !== '' ? chosen : null;
}

/**
 * The visitor-facing path of a record's page in `locale` (prefix, localized
 * pathname and slug), built by the same helpers as the site's links, sitemap
 * and search (`pathFor`, `recordHref`). Null for a model without a page, or a
 * record that lacks what its URL needs (its page would be a 404).
 */
export function recordPagePath(
  modelApiKey: string,
  record: CmaRecord,
  locale: AppLocale,
  site: SiteFacts,
): string | null {
  const singleton = SINGLETON_PAGES[modelApiKey];
  if (singleton) return pathFor(singleton, locale);
  const slug = text(record, 'slug', locale);
  const { id } = record;
  switch (modelApiKey) {
    case 'store':
    case 'restaurant': {
      const name = text(record, 'name', locale);
      if (!slug || !name) return null;
      return recordHref(
        { __typename: modelApiKey === 'store' ? 'StoreRecord' : 'RestaurantRecord', id, slug, name },
        locale,
      );
    }
    case 'movie':
      return slug ? recordHref({ __typename: 'MovieRecord', id, slug, title: null }, locale) : null;
    case 'article':
      return slug ? recordHref({ __typename: 'ArticleRecord', id, slug, title: null }, locale) : null;
    case 'page':
      return slug ? recordHref({ __typename: 'PageRecord', id, slug, title: null }, locale) : null;
    case 'service':
      return slug ? recordHref({ __typename: 'ServiceRecord', id, slug, name: null }, locale) : null;
    case 'job_opening':
      // listed on the opportunities page, each under its own anchor (as the site search links it)
      return slug ? `${pathFor('/oportunidade', locale)}#vaga-${encodeURIComponent(slug)}` : null;
    case 'institute':
      return site.instituteProduct ? pathFor('/instituto/[product]', locale, { product: site.instituteProduct }) : null;
    case 'institute_project':
      return site.instituteProduct && slug
        ? pathFor('/instituto/[product]/projetos/[slug]', locale, { product: site.instituteProduct, slug })
        : null;
    default:
      return null;
  }
}
