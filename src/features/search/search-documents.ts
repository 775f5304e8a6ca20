import type { SearchContentQuery } from '@generated/graphql';
import { textListSchema } from '@/lib/content';
import { recordHref } from '@/components/structured-text/record-href';
import { pathFor } from '@/i18n/localized-paths';
import type { AppLocale } from '@/i18n/routing';
import { parseFloorPlan } from '@/features/map';
import { amenityDocuments, type AmenityVocabulary } from './model/amenity-documents';
import type { SearchDocument } from './model/search-hits';
import type { SessionWords } from './model/movie-session-words';
import { SEARCH_SECTIONS } from './model/sections';
import { readPlaceHours } from '@/features/opening-hours';
import { movieSessionSummary, movieSessionWords } from './model/movie-session-words';
import { lastMallDay, plainTextOf } from '@/features/offers';

/** Words of the visitor's language the documents need: the content does not carry them. */
export interface SearchVocabulary extends AmenityVocabulary {
  /** each kind's own word ("loja", "restaurante", "filme"…), so "restaurante" finds restaurants */
  kindWords: Record<'store' | 'restaurant' | 'movie' | 'article' | 'service' | 'project' | 'job' | 'offer', string>;
  /** the detail line of a section */
  sectionDetail: string;
  /** the words of a film's sessions ("3D", "Dublado", "Libras") and of a session itself, for "cinema 3d" */
  sessionWords?: SessionWords;
}

/** `tags` read whole through its schema (ADR 0037): a malformed list adds no keywords. */
const tagsOf = (json: unknown): string[] => textListSchema.safeParse(json).data ?? [];
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

/**
 * Everything the site search covers, as documents in the visitor's locale
 * with their URLs: sections, stores, restaurants, movies, articles,
 * services, the map's amenities, institute projects, job openings and
 * pages. A record missing the field its URL needs is skipped.
 */
export function toSearchDocuments(
  data: SearchContentQuery,
  locale: AppLocale,
  vocabulary: SearchVocabulary,
  formatDate: (isoDate: string) => string,
): SearchDocument[] {
  const docs: SearchDocument[] = SEARCH_SECTIONS.map((section) => {
    const [title = section.id, ...aliases] = section.names[locale];
    return {
      kind: 'section',
      id: section.id,
      title,
      aliases,
      // the cinema page answers "cinema 3d", "sessão libras": every session word is its keyword
      ...(section.id === 'cinema' && vocabulary.sessionWords
        ? { keywords: movieSessionWords(null, vocabulary.sessionWords) }
        : {}),
      lists: section.lists,
      href: pathFor(section.pathname, locale),
      detail: vocabulary.sectionDetail,
    };
  });
  const words = vocabulary.kindWords;
  for (const s of data.allStores) {
    if (!s.name || !s.slug) continue;
    docs.push({
      kind: 'store',
      id: s.id,
      title: s.name,
      keywords: [s.category?.name ?? '', ...tagsOf(s.tags), words.store],
      text: s.shortDescription,
      href: recordHref({ __typename: 'StoreRecord', id: s.id, slug: s.slug, name: s.name }, locale),
      detail: join(s.category?.name, s.floor?.name, s.unit),
      hours: readPlaceHours('stores', s),
    });
  }
  for (const r of data.allRestaurants) {
    if (!r.name || !r.slug) continue;
    docs.push({
      kind: 'restaurant',
      id: r.id,
      title: r.name,
      keywords: [r.cuisine?.name ?? '', ...tagsOf(r.tags), words.restaurant],
      text: r.shortDescription,
      href: recordHref({ __typename: 'RestaurantRecord', id: r.id, slug: r.slug, name: r.name }, locale),
      detail: join(r.cuisine?.name, r.floor?.name, r.unit),
      hours: readPlaceHours('gastronomy', r),
    });
  }
  for (const m of data.allMovies) {
    if (!m.title || !m.slug) continue;
    docs.push({
      kind: 'movie',
      id: m.id,
      title: m.title,
      keywords: [
        m.genre ?? '',
        m.originalTitle ?? '',
        m.director ?? '',
        words.movie,
        ...(vocabulary.sessionWords ? movieSessionWords(m.sessions, vocabulary.sessionWords) : []),
      ],
      text: m.synopsis,
      href: recordHref({ __typename: 'MovieRecord', id: m.id, slug: m.slug, title: m.title }, locale),
      detail: vocabulary.sessionWords
        ? join(m.genre, movieSessionSummary(m.sessions, vocabulary.sessionWords))
        : m.genre,
    });
  }
  for (const a of data.allArticles) {
    if (!a.title || !a.slug) continue;
    docs.push({
      kind: 'article',
      id: a.id,
      title: a.title,
      keywords: [a.category?.name ?? '', words.article],
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
      keywords: [words.service],
      text: s.description,
      href: recordHref({ __typename: 'ServiceRecord', id: s.id, slug: s.slug, name: s.name }, locale),
      detail: join(s.floor?.name, s.unit),
    });
  }
  docs.push(
    ...amenityDocuments(
      data.allFloors.map((f) => ({ name: f.name, plan: parseFloorPlan(f.plan) })),
      locale,
      vocabulary,
    ),
  );
  const product = data.siteSettings?.instituteProduct;
  for (const p of data.allInstituteProjects) {
    if (!p.title || !p.slug || !product) continue;
    docs.push({
      kind: 'project',
      id: p.id,
      title: p.title,
      keywords: [words.project],
      text: p.summary,
      href: `${pathFor('/instituto/[product]/projetos', locale, { product })}#projeto-${encodeURIComponent(p.slug)}`,
      detail: p.year ? String(p.year) : null,
    });
  }
  for (const j of data.allJobOpenings) {
    if (!j.title || !j.slug) continue;
    docs.push({
      kind: 'job',
      id: j.id,
      title: j.title,
      keywords: [j.employer ?? '', words.job],
      text: j.description,
      href: `${pathFor('/oportunidade', locale)}#vaga-${encodeURIComponent(j.slug)}`,
      detail: join(j.employer, j.closesOn ? formatDate(j.closesOn) : null),
    });
  }
  // offers: by their words, their stores' names and their categories (issue 23); each with its last day
  for (const o of data.allOffers ?? []) {
    const places = o.places.flatMap((p) => ('name' in p && p.name ? [p.name] : []));
    if (!o.title || !o.slug || places.length === 0) continue;
    const categories = o.categories.flatMap((c) => ('name' in c && c.name ? [c.name] : []));
    docs.push({
      kind: 'offer',
      id: o.id,
      title: o.title,
      keywords: [...places, ...categories, words.offer],
      text: plainTextOf(o.description?.value),
      href: pathFor('/ofertas/[slug]', locale, { slug: o.slug }),
      detail: join(
        places.join(', '),
        o.endsAt ? formatDate(lastMallDay({ startsAt: o.startsAt ?? o.endsAt, endsAt: o.endsAt })) : null,
      ),
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
