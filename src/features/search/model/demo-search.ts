/**
 * The site search over the demo content, built the way the server builds it
 * but in-process: the relevance table reads the query's answer from a fixture
 * (`npm run cms:fixtures` writes it from cms/content), and `npm run bench:search`
 * passes the answer it gets from the content engine.
 */
import type { SearchContentQuery } from '@generated/graphql';
import type { AmenityKind } from '@/lib/content';
import { formatDate } from '@/lib/time/format-date';
import { toSearchDocuments, type SearchVocabulary } from '../search-documents';
import type { AppLocale } from '@/i18n/routing';
import en from '../../../../messages/en.json';
import pt from '../../../../messages/pt.json';
import searchContentFixture from './search-content.fixture.json';
import type { SearchDocument } from './search-hits';
import { SiteSearch } from './site-search';
import { parseSynonymGroups } from './synonyms';
import { sessionWordsFrom } from './movie-session-words';

function vocabulary(locale: AppLocale): SearchVocabulary {
  const messages = locale === 'en' ? en : pt;
  return {
    kindWords: messages.search.kindWords,
    amenities: messages.map.legend as unknown as Record<AmenityKind, string>,
    sectionDetail: messages.search.sectionDetail,
    amenityDetail: (floors) => messages.search.amenityDetail.replace('{floors}', floors),
    sessionWords: sessionWordsFrom(messages.cinema, messages.search.sessionWords),
  };
}

/** the documents and synonyms the server would index, from the SearchContent query's answer in `locale` */
export function searchContentFrom(
  data: SearchContentQuery,
  locale: AppLocale,
): { documents: SearchDocument[]; synonyms: string[][] } {
  return {
    documents: toSearchDocuments(data, locale, vocabulary(locale), (iso) => formatDate(iso, locale, 'medium')),
    synonyms: parseSynonymGroups(data.allSearchSynonyms.map((s) => s.terms)),
  };
}

export function demoSiteSearch(): Record<AppLocale, SiteSearch> {
  const answers = searchContentFixture as unknown as Record<AppLocale, SearchContentQuery>;
  const build = (locale: AppLocale) => {
    const { documents, synonyms } = searchContentFrom(answers[locale], locale);
    return new SiteSearch(documents, synonyms);
  };
  return { pt: build('pt'), en: build('en') };
}
