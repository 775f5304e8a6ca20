import type { SearchQuery } from '@generated/graphql';
import { recordHref } from '@/components/structured-text/record-href';
import type { AppLocale } from '@/i18n/routing';
import type { SearchDocument } from '@/lib/search/rank';

const tagsOf = (json: unknown): string[] => (Array.isArray(json) ? (json as unknown[]).filter((t): t is string => typeof t === 'string') : []);
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

/**
 * Everything the site search covers, as documents in the visitor's locale with
 * their URLs. Movies whose run has ended are left out; a record missing the
 * field its URL needs is skipped.
 */
export function toSearchDocuments(
  data: SearchQuery,
  locale: AppLocale,
  /** movies whose run ended before this date are left out; null (a cached page) keeps them all */
  today: string | null,
  /** a CMS date (YYYY-MM-DD) as the visitor reads it */
  formatDate: (isoDate: string) => string,
): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const s of data.allStores) {
    if (!s.name || !s.slug) continue;
    docs.push({
      kind: 'store',
      id: s.id,
      title: s.name,
      keywords: [s.category?.name ?? '', ...tagsOf(s.tags)],
      text: s.shortDescription,
      href: recordHref({ __typename: 'StoreRecord', id: s.id, slug: s.slug, name: s.name }, locale),
      detail: join(s.category?.name, s.floor?.name, s.unit),
    });
  }
  for (const r of data.allRestaurants) {
    if (!r.name || !r.slug) continue;
    docs.push({
      kind: 'restaurant',
      id: r.id,
      title: r.name,
      keywords: [r.cuisine?.name ?? '', ...tagsOf(r.tags)],
      text: r.shortDescription,
      href: recordHref({ __typename: 'RestaurantRecord', id: r.id, slug: r.slug, name: r.name }, locale),
      detail: join(r.cuisine?.name, r.floor?.name, r.unit),
    });
  }
  for (const m of data.allMovies) {
    if (!m.title || !m.slug || (today && m.endsOn && m.endsOn < today)) continue;
    docs.push({
      kind: 'movie',
      id: m.id,
      title: m.title,
      keywords: [m.genre ?? '', m.originalTitle ?? '', m.director ?? ''],
      text: m.synopsis,
      href: recordHref({ __typename: 'MovieRecord', id: m.id, slug: m.slug, title: m.title }, locale),
      detail: m.genre,
    });
  }
  for (const a of data.allArticles) {
    if (!a.title || !a.slug) continue;
    docs.push({
      kind: 'article',
      id: a.id,
      title: a.title,
      keywords: [a.category?.name ?? ''],
      text: a.excerpt,
      href: recordHref({ __typename: 'ArticleRecord', id: a.id, slug: a.slug, title: a.title }, locale),
      detail: join(a.category?.name, a.date ? formatDate(a.date) : null),
    });
  }
  for (const s of data.allServices) {
    if (!s.name || !s.slug) continue;
    docs.push({
      kind: 'service',
      id: s.id,
      title: s.name,
      text: s.description,
      href: recordHref({ __typename: 'ServiceRecord', id: s.id, slug: s.slug, name: s.name }, locale),
      detail: s.floor?.name,
    });
  }
  for (const p of data.allPages) {
    if (!p.title || !p.slug) continue;
    docs.push({
      kind: 'page',
      id: p.id,
      title: p.title,
      text: p.lead,
      href: recordHref({ __typename: 'PageRecord', id: p.id, slug: p.slug, title: p.title }, locale),
    });
  }
  return docs;
}
