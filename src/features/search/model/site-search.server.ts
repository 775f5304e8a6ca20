import 'server-only';
import { createHash } from 'node:crypto';
import { cacheLife } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { SearchContentDocument } from '@generated/graphql';
import { MOVIE_AUDIOS, SESSION_ACCESSIBILITY, type AmenityKind } from '@/lib/content';
import { sessionWordsFrom, type SessionWords } from './movie-session-words';
import { formatDate } from '@/lib/time/format-date';
import { toSearchDocuments, type SearchVocabulary } from '../search-documents';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { AMENITY_KINDS } from '@/features/map';
import type { SearchDocument } from './search-hits';
import { SiteSearch } from './site-search';
import { parseSynonymGroups } from './synonyms';

/**
 * The search index of a locale on the server. Its documents come from one
 * content query through the cached content layer, so they carry the same
 * DatoCMS cache tags and a publish refreshes them (ADR 0031). Building the
 * index costs a few milliseconds, so each process keeps the last one per
 * locale and rebuilds it only when the documents' fingerprint changes: a
 * request reads a small cached fingerprint, not the whole document list.
 */

interface SearchSource {
  version: string;
  documents: SearchDocument[];
  synonyms: string[][];
}

/** Plain strings only: it is part of the cache key. */
type CachedVocabulary = Omit<SearchVocabulary, 'amenityDetail'> & { amenityDetail: string };

const FLOORS_SLOT = '\u0000floors\u0000';

/** The cinema's own names for what its sessions offer ("Dublado", "Libras"), and the search's word for a session. */
async function sessionWordsOf(locale: AppLocale): Promise<SessionWords> {
  const [t, cinema] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'cinema' }),
  ]);
  const names = <K extends string>(keys: readonly K[], read: (key: K) => string) =>
    Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<K, string>;
  return sessionWordsFrom(
    {
      audio: names(MOVIE_AUDIOS, (key) => cinema(`audio.${key}`)),
      accessibility: names(SESSION_ACCESSIBILITY, (key) => cinema(`accessibility.${key}`)),
    },
    t('sessionWords'),
  );
}

async function vocabularyOf(locale: AppLocale): Promise<CachedVocabulary> {
  const t = await getTranslations({ locale, namespace: 'search' });
  const legend = await getTranslations({ locale, namespace: 'map.legend' });
  return {
    kindWords: {
      store: t('kindWords.store'),
      restaurant: t('kindWords.restaurant'),
      movie: t('kindWords.movie'),
      article: t('kindWords.article'),
      service: t('kindWords.service'),
      project: t('kindWords.project'),
      job: t('kindWords.job'),
      offer: t('kindWords.offer'),
    },
    amenities: Object.fromEntries(AMENITY_KINDS.map((kind) => [kind, legend(kind)])) as Record<AmenityKind, string>,
    sectionDetail: t('sectionDetail'),
    amenityDetail: t('amenityDetail', { floors: FLOORS_SLOT }),
    sessionWords: await sessionWordsOf(locale),
  };
}

async function searchSource(locale: AppLocale, vocabulary: CachedVocabulary): Promise<SearchSource> {
  'use cache';
  cacheLife('max');
  const data = await queryCms(SearchContentDocument, { locale });
  const documents = toSearchDocuments(
    data,
    locale,
    { ...vocabulary, amenityDetail: (floors) => vocabulary.amenityDetail.replace(FLOORS_SLOT, floors) },
    (iso) => formatDate(iso, locale, 'medium'),
  );
  const synonyms = parseSynonymGroups(data.allSearchSynonyms.map((s) => s.terms));
  const version = createHash('sha256')
    .update(JSON.stringify([documents, synonyms]))
    .digest('base64url');
  return { version, documents, synonyms };
}

async function searchVersion(locale: AppLocale, vocabulary: CachedVocabulary): Promise<string> {
  'use cache';
  cacheLife('max');
  return (await searchSource(locale, vocabulary)).version;
}

const built = new Map<AppLocale, { version: string; search: SiteSearch }>();

/** The site search of a locale, its content as fresh as the content cache. */
export async function getSiteSearch(locale: AppLocale): Promise<SiteSearch> {
  const vocabulary = await vocabularyOf(locale);
  const version = await searchVersion(locale, vocabulary);
  const current = built.get(locale);
  if (current?.version === version) return current.search;
  const source = await searchSource(locale, vocabulary);
  const search = new SiteSearch(source.documents, source.synonyms);
  built.set(locale, { version: source.version, search });
  return search;
}
