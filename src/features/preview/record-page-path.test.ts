import { describe, expect, it } from 'vitest';
import { sitePagePath } from '@/lib/cms/site-page-path';
import { appLocaleOf, recordPagePath } from './record-page-path';

const site = { instituteProduct: 'jacaranda' };
const record = (attributes: Record<string, unknown>) => ({ id: 'rec-1', attributes });

/** Every model with a page: a record of it as the CMA sends it, and its page in each locale. */
const PAGES: { model: string; attributes: Record<string, unknown>; pt: string; en: string }[] = [
  { model: 'home_page', attributes: {}, pt: '/', en: '/en' },
  { model: 'about_page', attributes: {}, pt: '/sobre', en: '/en/about' },
  { model: 'contact_page', attributes: {}, pt: '/contato', en: '/en/contact' },
  { model: 'map_page', attributes: {}, pt: '/mapa', en: '/en/mapa' },
  { model: 'masterplan_page', attributes: {}, pt: '/masterplan', en: '/en/masterplan' },
  { model: 'art_culture_page', attributes: {}, pt: '/arte-e-cultura', en: '/en/arte-e-cultura' },
  { model: 'opportunity_page', attributes: {}, pt: '/oportunidade', en: '/en/oportunidade' },
  { model: 'search_page', attributes: {}, pt: '/busca', en: '/en/busca' },
  { model: 'cinema_page', attributes: {}, pt: '/cinema', en: '/en/cinema' },
  { model: 'directions_page', attributes: {}, pt: '/como-chegar', en: '/en/getting-here' },
  {
    model: 'store',
    attributes: { slug: 'casa-aroeira', name: 'Casa Aroeira Café & Cia' },
    pt: '/loja/casa-aroeira/casa-aroeira-cafe-e-cia',
    en: '/en/loja/casa-aroeira/casa-aroeira-cafe-e-cia',
  },
  {
    model: 'restaurant',
    attributes: { slug: 'sabor-mineiro', name: 'Sabor Mineiro' },
    pt: '/gastronomia/sabor-mineiro/sabor-mineiro',
    en: '/en/gastronomia/sabor-mineiro/sabor-mineiro',
  },
  {
    model: 'movie',
    attributes: { slug: 'mare-vermelha', title: { pt: 'Maré Vermelha', en: 'Red Tide' } },
    pt: '/cinema/mare-vermelha',
    en: '/en/cinema/mare-vermelha',
  },
  {
    model: 'article',
    attributes: { slug: { pt: 'novo-cafe', en: 'new-cafe' } },
    pt: '/artigo/novo-cafe',
    en: '/en/article/new-cafe',
  },
  { model: 'page', attributes: { slug: 'acessibilidade' }, pt: '/page/acessibilidade', en: '/en/page/acessibilidade' },
  {
    model: 'service',
    attributes: { slug: 'fraldario', name: { pt: 'Fraldário', en: 'Baby changing' } },
    pt: '/servicos#fraldario',
    en: '/en/services#fraldario',
  },
  {
    model: 'job_opening',
    attributes: { slug: 'vendedor-casa-aroeira' },
    pt: '/oportunidade#vaga-vendedor-casa-aroeira',
    en: '/en/oportunidade#vaga-vendedor-casa-aroeira',
  },
  {
    model: 'institute',
    attributes: { name: 'Instituto Jacarandá' },
    pt: '/instituto-jacaranda',
    en: '/en/instituto-jacaranda',
  },
  {
    model: 'institute_project',
    attributes: { slug: 'horta-comunitaria' },
    pt: '/instituto-jacaranda/projetos/horta-comunitaria',
    en: '/en/instituto-jacaranda/projetos/horta-comunitaria',
  },
];

describe('recordPagePath: the page of a record, as the site links it', () => {
  it.each(PAGES)('$model → $pt and $en', ({ model, attributes, pt, en }) => {
    expect(recordPagePath(model, record(attributes), 'pt', site)).toBe(pt);
    expect(recordPagePath(model, record(attributes), 'en', site)).toBe(en);
    // and the draft routes accept it as a page of the site
    expect(sitePagePath(pt)).toBe(pt);
    expect(sitePagePath(en)).toBe(en);
  });

  it('has no page for a model without one, nor for a block', () => {
    for (const model of [
      'site_settings',
      'store_category',
      'cuisine',
      'floor',
      'article_category',
      'search_synonym',
      'hero_slide',
      'image_block',
    ]) {
      expect(recordPagePath(model, record({ slug: 'x', name: 'X' }), 'pt', site), model).toBeNull();
    }
  });

  it('has none for a record that lacks what its URL needs', () => {
    expect(recordPagePath('store', record({ slug: 'casa-aroeira', name: null }), 'pt', site)).toBeNull();
    expect(recordPagePath('article', record({ slug: { pt: null, en: null } }), 'en', site)).toBeNull();
    expect(recordPagePath('institute', record({}), 'pt', { instituteProduct: null })).toBeNull();
  });

  it('reads an article without an English slug under its Portuguese one, as the sitemap lists it', () => {
    expect(recordPagePath('article', record({ slug: { pt: 'novo-cafe', en: null } }), 'en', site)).toBe(
      '/en/article/novo-cafe',
    );
  });
});

describe('appLocaleOf', () => {
  it('takes the site’s locale codes and DatoCMS’s regional ones', () => {
    expect(appLocaleOf('pt')).toBe('pt');
    expect(appLocaleOf('en')).toBe('en');
    expect(appLocaleOf('pt-BR')).toBe('pt');
    expect(appLocaleOf('pt_BR')).toBe('pt');
    expect(appLocaleOf('en-US')).toBe('en');
    expect(appLocaleOf('it')).toBeNull();
    expect(appLocaleOf(undefined)).toBeNull();
  });
});
