import { createContentEngine } from '../index.ts';
const t0 = Date.now();
const e = await createContentEngine({ contentDir: 'cms/engine/__fixtures__/content', uploadsDir: 'cms/engine/__fixtures__/uploads', assetBaseUrl: 'http://localhost:4010/assets' });
console.log('load ms', Date.now() - t0, 'problems', e.problems);
const r = await e.execute({ includeDrafts: false, excludeInvalid: false, query: `{
  allStores(orderBy: name_ASC) { id name _status shortDescription(fallbackLocales: [pt]) category { name } logo { url(imgixParams: {w: 32, auto: format}) responsiveImage(imgixParams: {w: 32}) { src width height aspectRatio sizes base64 bgColor alt } } }
  _allStoresMeta { count }
  article(filter: {slug: {eq: "festival-da-primavera"}}) { title _allSlugLocales { locale value } excerpt(markdown: true) body { value blocks { __typename ... on ImageBlockRecord { id caption } ... on QuoteBlockRecord { id quote } } links { __typename ... on StoreRecord { id name } ... on RestaurantRecord { id name } } } _seoMetaTags { tag content attributes } }
  _site { globalSeo { siteName titleSuffix fallbackSeo { title } } favicon { url } locales }
  homePage { heroSlides { __typename ... on HeroSlideRecord { title image { width } } } featuredStores { id } }
}` });
console.log(JSON.stringify(r, null, 1).slice(0, 7000));
