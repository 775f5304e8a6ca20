/**
 * The page templates of the site (src/i18n/routing.ts `pathnames`), recognised
 * from a URL in either locale, so the validator reads one page of each. A query
 * makes a variant of its template (`stores ?pagina`): a list's second page or a
 * search with results renders markup the bare page has not.
 */
const TEMPLATES: [name: string, pattern: RegExp][] = [
  ['home', /^\/$/],
  ['map', /^\/mapa$/],
  ['about', /^\/(sobre|about)$/],
  ['search', /^\/busca$/],
  ['stores', /^\/lojas$/],
  ['store', /^\/loja\/[^/]+\/[^/]+$/],
  ['restaurants', /^\/gastronomia$/],
  ['restaurant', /^\/gastronomia\/[^/]+\/[^/]+$/],
  ['contact', /^\/(contato|contact)$/],
  ['getting here', /^\/(como-chegar|getting-here)$/],
  ['articles', /^\/(artigos|articles)$/],
  ['article', /^\/(artigo|article)\/[^/]+$/],
  ['services', /^\/(servicos|services)$/],
  ['masterplan', /^\/masterplan$/],
  ['outage', /^\/servico-indisponivel$/],
  ['page', /^\/page\/[^/]+$/],
  ['cinema', /^\/cinema$/],
  ['film', /^\/cinema\/[^/]+$/],
  ['opportunity', /^\/oportunidade$/],
  ['art and culture', /^\/arte-e-cultura$/],
  ['institute', /^\/instituto-[^/]+$/],
  ['institute projects', /^\/instituto-[^/]+\/projetos$/],
  ['institute project', /^\/instituto-[^/]+\/projetos\/[^/]+$/],
];

/** The template of a site path (`/en/article/x?pagina=2` → `article ?pagina`); null for anything else. */
export function templateOf(path: string): string | null {
  const [pathname = '/', query] = path.split('?');
  const unprefixed = pathname === '/en' ? '/' : pathname.replace(/^\/en(?=\/)/, '');
  const name = TEMPLATES.find(([, pattern]) => pattern.test(unprefixed))?.[0];
  if (!name) return null;
  if (!query) return name;
  const params = [...new URLSearchParams(query).keys()].sort();
  return `${name} ?${params.join('&')}`;
}

export const localeOfPath = (path: string): 'pt' | 'en' => (/^\/en(\/|\?|$)/.test(path) ? 'en' : 'pt');
