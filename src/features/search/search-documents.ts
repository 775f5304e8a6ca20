import type { SearchContentQuery } from '@generated/graphql';
import { textListSchema, type AmenityKind } from '@/lib/content';
import { recordHref } from '@/components/structured-text/record-href';
import { pathFor } from '@/i18n/localized-paths';
import type { AppLocale } from '@/i18n/routing';
import { parseFloorPlan } from '@/lib/map/floor-plan';
import type { SearchDocument } from '@/lib/search/site-search';
import { SEARCH_SECTIONS } from '@/lib/search/sections';

/** Words of the visitor's language the documents need: the content does not carry them. */
export interface SearchVocabulary {
  /** each kind's own word ("loja", "restaurante", "filme"…), so "restaurante" finds restaurants */
  kindWords: Record<'store' | 'restaurant' | 'movie' | 'article' | 'service' | 'project' | 'job', string>;
  /** the map legend's name of each amenity ("Sanitários") */
  amenities: Record<AmenityKind, string>;
  /** the detail line of a section and of an amenity */
  sectionDetail: string;
  amenityDetail: (floors: string) => string;
}

/** `tags` read whole through its schema (ADR 0037): a malformed list adds no keywords. */
const tagsOf = (json: unknown): string[] => textListSchema.safeParse(json).data ?? [];
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

/** The map's amenities as documents, one a kind, with the floors that have it; a link shows them on the map. */
export function amenityDocuments(
  floors: readonly { code: string | null; name: string | null; plan: unknown }[],
  locale: AppLocale,
  vocabulary: Pick<SearchVocabulary, 'amenities' | 'amenityDetail'>,
): SearchDocument[] {
  const floorsByKind = new Map<AmenityKind, string[]>();
  const labelsByKind = new Map<AmenityKind, Set<string>>();
  for (const floor of floors) {
    const plan = parseFloorPlan(floor.plan);
    for (const amenity of plan?.amenities ?? []) {
      const names = floorsByKind.get(amenity.kind) ?? [];
      if (floor.name && !names.includes(floor.name)) names.push(floor.name);
      floorsByKind.set(amenity.kind, names);
      const label = amenity.label ? (locale === 'en' ? (amenity.label.en ?? amenity.label.pt) : amenity.label.pt) : null;
      if (label) labelsByKind.set(amenity.kind, (labelsByKind.get(amenity.kind) ?? new Set()).add(label));
    }
  }
  return [...floorsByKind].map(([kind, floorNames]) => ({
    kind: 'amenity',
    id: kind,
    title: vocabulary.amenities[kind],
    keywords: [...(labelsByKind.get(kind) ?? [])],
    href: `${pathFor('/mapa', locale)}?comodidade=${kind}#mapa`,
    detail: vocabulary.amenityDetail(floorNames.join(', ')),
  }));
}

/**
 * Everything the site search covers, as documents in the visitor's locale
 * with their URLs: sections, stores, restaurants, movies, articles,
 * services, the map's amenities, institute projects, job openings and
 * pages. A record missing the field its URL needs is skipped.
 */
export function toSearchDocuments(data: SearchContentQuery, locale: AppLocale, vocabulary: SearchVocabulary, formatDate: (isoDate: string) => string): SearchDocument[] {
  const docs: SearchDocument[] = SEARCH_SECTIONS.map((section) => {
    const [title = section.id, ...aliases] = section.names[locale];
    return { kind: 'section', id: section.id, title, aliases, lists: section.lists, href: pathFor(section.pathname, locale), detail: vocabulary.sectionDetail };
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
      hours: { sector: 'stores', hoursSource: s.hoursSource, openingHours: s.openingHours, opensOnOptionalHolidays: s.opensOnOptionalHolidays },
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
      hours: { sector: 'gastronomy', hoursSource: r.hoursSource, openingHours: r.openingHours, opensOnOptionalHolidays: r.opensOnOptionalHolidays },
    });
  }
  for (const m of data.allMovies) {
    if (!m.title || !m.slug) continue;
    docs.push({
      kind: 'movie',
      id: m.id,
      title: m.title,
      keywords: [m.genre ?? '', m.originalTitle ?? '', m.director ?? '', words.movie],
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
  docs.push(...amenityDocuments(data.allFloors, locale, vocabulary));
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
