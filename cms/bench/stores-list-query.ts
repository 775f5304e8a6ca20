/**
 * The benchmark's screen query: the stores list as the site's /lojas screen asks for it — a
 * filtered, ordered page of 20 stores with their category, floor and a responsive logo.
 */
export const STORES_LIST_QUERY = /* GraphQL */ `
  query StoresListBench($locale: SiteLocale!, $first: IntType!, $skip: IntType!) {
    allStores(
      locale: $locale
      fallbackLocales: [pt]
      first: $first
      skip: $skip
      orderBy: [name_ASC]
      filter: { hoursSource: { in: ["sector", "own", "none"] }, name: { exists: true } }
    ) {
      id
      name
      slug
      unit
      shortDescription
      featured
      _status
      category {
        id
        name
        slug
      }
      floor {
        id
        name
        code
      }
      logo {
        url(imgixParams: { w: 160, h: 160, fit: fill, auto: format })
        alt
        responsiveImage(
          imgixParams: { w: 320, h: 320, fit: crop, auto: format }
          sizes: "(max-width: 640px) 50vw, 320px"
        ) {
          src
          srcSet
          webpSrcSet
          sizes
          width
          height
          aspectRatio
          alt
          title
          base64
        }
      }
    }
    _allStoresMeta(locale: $locale, filter: { hoursSource: { in: ["sector", "own", "none"] } }) {
      count
    }
  }
`;

export const STORES_LIST_VARIABLES = { locale: 'pt', first: 20, skip: 0 };
