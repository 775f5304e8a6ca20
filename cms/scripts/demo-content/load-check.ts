/**
 * Loads the committed demo content with the content engine and prints its
 * problems and a few sample queries. `node cms/scripts/demo-content/load-check.ts`
 */
import { fileURLToPath } from 'node:url';
import { createContentEngine } from '../../engine/index.ts';

const cms = fileURLToPath(new URL('../../', import.meta.url));
const engine = await createContentEngine({
  contentDir: `${cms}content`,
  uploadsDir: `${cms}uploads`,
  assetBaseUrl: 'http://localhost:4010/assets',
});
console.log(`problems: ${engine.problems.length}`);
for (const p of engine.problems.slice(0, 40)) console.log(`  ${p.path} ${p.field}: ${p.reason}`);

const SAMPLE = `{
  _allStoresMeta { count } _allRestaurantsMeta { count } _allArticlesMeta { count } _allMoviesMeta { count }
  store(filter: { slug: { eq: "rasteira-mineira" } }) { name shortDescription unit floor { code } }
  en: store(locale: en, fallbackLocales: [pt], filter: { slug: { eq: "rasteira-mineira" } }) { shortDescription }
  article(filter: { id: { eq: "article-horario-fim-de-ano" } }) { title _status }
  allArticles(first: 3, orderBy: date_DESC) { title slug date body { value blocks { __typename } links { __typename } } }
  allStoreCategories(first: 3) { name position }
  siteSettings { mallName instituteProduct }
}`;
for (const includeDrafts of [false, true]) {
  const out = await engine.execute({ query: SAMPLE, includeDrafts, excludeInvalid: false });
  console.log(
    includeDrafts ? 'with drafts:' : 'published:',
    JSON.stringify(out, (k, v) => (k === 'value' ? '[dast]' : v)).slice(0, 1600),
  );
}
