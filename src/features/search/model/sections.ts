import type { AppLocale, AppPathname } from '@/i18n/routing';

/**
 * The site's sections as search results: a query that names one ("restaurantes",
 * "cinema", "vagas") shows it first, and the header's popular searches link
 * straight to them. Names are what visitors type, in each language; the first
 * is the section's title.
 */
export interface SearchSection {
  id: string;
  pathname: Extract<
    AppPathname,
    | '/lojas'
    | '/gastronomia'
    | '/cinema'
    | '/servicos'
    | '/mapa'
    | '/artigos'
    | '/arte-e-cultura'
    | '/oportunidade'
    | '/masterplan'
    | '/sobre'
    | '/contato'
    | '/como-chegar'
  >;
  names: Record<AppLocale, readonly string[]>;
  /** the kind of result the section lists: it follows the section when the query names it ("cinema" → films) */
  lists?: 'store' | 'restaurant' | 'movie' | 'article' | 'service' | 'job';
}

export const SEARCH_SECTIONS: readonly SearchSection[] = [
  {
    id: 'stores',
    pathname: '/lojas',
    names: { pt: ['Lojas', 'Compras'], en: ['Stores', 'Shops', 'Shopping'] },
    lists: 'store',
  },
  {
    id: 'gastronomy',
    pathname: '/gastronomia',
    names: {
      pt: ['Gastronomia', 'Restaurantes', 'Comida', 'Alimentação', 'Praça de alimentação', 'Onde comer'],
      en: ['Dining', 'Restaurants', 'Food', 'Food court', 'Where to eat', 'Gastronomy'],
    },
    lists: 'restaurant',
  },
  {
    id: 'cinema',
    pathname: '/cinema',
    names: {
      pt: ['Cinema', 'Filmes', 'Sessões', 'Programação do cinema'],
      en: ['Cinema', 'Movies', 'Films', 'Showtimes'],
    },
    lists: 'movie',
  },
  {
    id: 'services',
    pathname: '/servicos',
    names: { pt: ['Serviços', 'Serviços do shopping'], en: ['Services', 'Mall services'] },
    lists: 'service',
  },
  {
    id: 'map',
    pathname: '/mapa',
    names: { pt: ['Mapa', 'Mapa do shopping', 'Planta'], en: ['Map', 'Mall map', 'Floor plan'] },
  },
  {
    id: 'articles',
    pathname: '/artigos',
    names: { pt: ['Acontece Aqui', 'Notícias', 'Eventos', 'Novidades', 'Agenda'], en: ['News', 'Events', 'What’s on'] },
    lists: 'article',
  },
  {
    id: 'artCulture',
    pathname: '/arte-e-cultura',
    names: { pt: ['Arte e cultura', 'Exposições'], en: ['Art and culture', 'Exhibitions'] },
  },
  {
    id: 'opportunity',
    pathname: '/oportunidade',
    names: {
      pt: ['Oportunidades', 'Vagas', 'Emprego', 'Trabalhe conosco'],
      en: ['Opportunities', 'Jobs', 'Careers', 'Work with us'],
    },
    lists: 'job',
  },
  {
    id: 'masterplan',
    pathname: '/masterplan',
    names: { pt: ['Masterplan', 'Expansão'], en: ['Masterplan', 'Expansion'] },
  },
  {
    id: 'about',
    pathname: '/sobre',
    names: { pt: ['Sobre o shopping', 'Sobre', 'Institucional'], en: ['About the mall', 'About'] },
  },
  {
    id: 'directions',
    pathname: '/como-chegar',
    names: {
      pt: ['Como chegar', 'Endereço', 'Ônibus', 'Linhas de ônibus', 'Táxi', 'Aplicativo de transporte'],
      en: ['Getting here', 'Directions', 'Address', 'Bus', 'Bus lines', 'Taxi', 'Ride-hailing'],
    },
  },
  {
    id: 'contact',
    pathname: '/contato',
    names: { pt: ['Contato', 'Fale conosco', 'Atendimento'], en: ['Contact', 'Contact us'] },
  },
];
