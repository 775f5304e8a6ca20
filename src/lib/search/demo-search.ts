/**
 * The site search over the demo content (cms/content), built the way the
 * server builds it but in-process, through the content engine: the
 * relevance table and `npm run bench:search` use it.
 */
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { SearchContentDocument, type SearchContentQuery } from '@generated/graphql';
import { createContentEngine } from '@cms/engine/index';
import type { AmenityKind } from '@cms/model/json-shapes';
import { calendarDateToInstant } from '@/features/articles/article-types';
import { toSearchDocuments, type SearchVocabulary } from '@/features/search/search-documents';
import type { AppLocale } from '@/i18n/routing';
import en from '../../../messages/en.json';
import pt from '../../../messages/pt.json';
import { SiteSearch, type SearchDocument } from './site-search';
import { parseSynonymGroups } from './synonyms';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

function vocabulary(locale: AppLocale): SearchVocabulary {
  const messages = locale === 'en' ? en : pt;
  return {
    kindWords: messages.search.kindWords,
    amenities: messages.map.legend as unknown as Record<AmenityKind, string>,
    sectionDetail: messages.search.sectionDetail,
    amenityDetail: (floors) => messages.search.amenityDetail.replace('{floors}', floors),
  };
}

export async function loadDemoSearchContent(): Promise<(locale: AppLocale) => Promise<{ documents: SearchDocument[]; synonyms: string[][] }>> {
  const engine = await createContentEngine({ contentDir: root('cms/content'), uploadsDir: root('cms/uploads'), assetBaseUrl: 'http://localhost:4010/assets' });
  const query = print(SearchContentDocument);
  return async (locale) => {
    const result = await engine.execute({ query, variables: { locale }, includeDrafts: false, excludeInvalid: false });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    const data = result.data as unknown as SearchContentQuery;
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'America/Sao_Paulo' });
    return {
      documents: toSearchDocuments(data, locale, vocabulary(locale), (iso) => dates.format(calendarDateToInstant(iso))),
      synonyms: parseSynonymGroups(data.allSearchSynonyms.map((s) => s.terms)),
    };
  };
}

export async function demoSiteSearch(): Promise<Record<AppLocale, SiteSearch>> {
  const load = await loadDemoSearchContent();
  const [ptContent, enContent] = await Promise.all([load('pt'), load('en')]);
  return { pt: new SiteSearch(ptContent.documents, ptContent.synonyms), en: new SiteSearch(enContent.documents, enContent.synonyms) };
}
