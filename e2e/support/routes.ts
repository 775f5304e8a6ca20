import { localized, published, singleton } from './content';

/** A name in URL form, as the store and restaurant pages expect it in `{name}`. */
import { slugifyName as nameInUrl } from '../../src/lib/url/slugify-name';
export { nameInUrl };

export interface ScreenRoute {
  screen: string;
  pt: string;
  en: string;
  /** the heading each locale must show, when the CMS names it */
  heading?: { pt: string; en: string };
}

/** Every screen of the spec's route table, with real records from the demo content. */
export function screenRoutes(): ScreenRoute[] {
  const store = published('store')[0]!;
  const restaurant = published('restaurant')[0]!;
  const movie = published('movie')[0]!;
  const article = published('article')[0]!;
  const page = published('page')[0]!;
  const project = published('institute_project')[0]!;
  const offer = published('offer')[0]!;
  const product = String(singleton('site_settings').institute_product);
  const title = (model: string) => {
    const t = singleton(model).title;
    return { pt: localized(t, 'pt'), en: localized(t, 'en') };
  };
  const storeName = String(store.fields.name);
  const restaurantName = String(restaurant.fields.name);
  const articleSlug = store && (article.fields.slug as Record<string, string>);
  return [
    { screen: 'Home', pt: '/', en: '/en' },
    { screen: 'Map', pt: '/mapa', en: '/en/mapa', heading: title('map_page') },
    { screen: 'About', pt: '/sobre', en: '/en/about', heading: title('about_page') },
    { screen: 'Search', pt: '/busca', en: '/en/busca', heading: title('search_page') },
    { screen: 'Stores list', pt: '/lojas', en: '/en/lojas' },
    { screen: 'Contact', pt: '/contato', en: '/en/contact', heading: title('contact_page') },
    { screen: 'Articles list', pt: '/artigos', en: '/en/articles' },
    { screen: 'Services', pt: '/servicos', en: '/en/services' },
    { screen: 'Masterplan', pt: '/masterplan', en: '/en/masterplan', heading: title('masterplan_page') },
    {
      screen: 'Generic content page',
      pt: `/page/${page.fields.slug}`,
      en: `/en/page/${page.fields.slug}`,
      heading: { pt: localized(page.fields.title, 'pt'), en: localized(page.fields.title, 'en') },
    },
    { screen: 'Cinema list', pt: '/cinema', en: '/en/cinema', heading: title('cinema_page') },
    { screen: 'Opportunity', pt: '/oportunidade', en: '/en/oportunidade', heading: title('opportunity_page') },
    {
      screen: 'Cinema detail',
      pt: `/cinema/${movie.fields.slug}`,
      en: `/en/cinema/${movie.fields.slug}`,
      heading: { pt: localized(movie.fields.title, 'pt'), en: localized(movie.fields.title, 'en') },
    },
    { screen: 'Art and culture', pt: '/arte-e-cultura', en: '/en/arte-e-cultura', heading: title('art_culture_page') },
    {
      screen: 'Article detail',
      pt: `/artigo/${articleSlug.pt}`,
      en: `/en/article/${articleSlug.en ?? articleSlug.pt}`,
      heading: { pt: localized(article.fields.title, 'pt'), en: localized(article.fields.title, 'en') },
    },
    { screen: 'Gastronomy list', pt: '/gastronomia', en: '/en/gastronomia' },
    {
      screen: 'Store detail',
      pt: `/loja/${store.fields.slug}/${nameInUrl(storeName)}`,
      en: `/en/loja/${store.fields.slug}/${nameInUrl(storeName)}`,
      heading: { pt: storeName, en: storeName },
    },
    {
      screen: 'Gastronomy detail',
      pt: `/gastronomia/${restaurant.fields.slug}/${nameInUrl(restaurantName)}`,
      en: `/en/gastronomia/${restaurant.fields.slug}/${nameInUrl(restaurantName)}`,
      heading: { pt: restaurantName, en: restaurantName },
    },
    { screen: 'Institute', pt: `/instituto-${product}`, en: `/en/instituto-${product}` },
    { screen: 'Institute projects', pt: `/instituto-${product}/projetos`, en: `/en/instituto-${product}/projetos` },
    {
      screen: 'Institute project',
      pt: `/instituto-${product}/projetos/${project.fields.slug}`,
      en: `/en/instituto-${product}/projetos/${project.fields.slug}`,
      heading: { pt: localized(project.fields.title, 'pt'), en: localized(project.fields.title, 'en') },
    },
    { screen: 'Directions', pt: '/como-chegar', en: '/en/getting-here', heading: title('directions_page') },
    { screen: 'Agenda', pt: '/agenda', en: '/en/events', heading: { pt: 'Agenda', en: 'Events' } },
    { screen: 'Offers list', pt: '/ofertas', en: '/en/offers', heading: { pt: 'Ofertas', en: 'Offers' } },
    {
      screen: 'Offer detail',
      pt: `/ofertas/${localized(offer.fields.slug, 'pt')}`,
      en: `/en/offers/${localized(offer.fields.slug, 'en')}`,
      heading: { pt: localized(offer.fields.title, 'pt'), en: localized(offer.fields.title, 'en') },
    },
    {
      screen: 'Favourites',
      pt: '/favoritos',
      en: '/en/favourites',
      heading: { pt: 'Meus favoritos', en: 'My favourites' },
    },
  ];
}
