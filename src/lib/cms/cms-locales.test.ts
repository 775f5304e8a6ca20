import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { cmsLocalesFrom, parseProjectLocales, valuesByAppLocale, withCmsLocaleVariables } from './cms-locales';

const query = parse(
  'query A($locale: SiteLocale!, $other: SiteLocale, $slug: String!, $fallbackLocales: [SiteLocale!]) { a }',
);

describe('the project locales of DATOCMS_LOCALES', () => {
  it('reads pt-BR,en as the project of a Brazilian mall, and refuses what no project can have', () => {
    expect(parseProjectLocales(undefined)).toEqual({ codes: ['pt', 'en'] });
    expect(parseProjectLocales(' pt-BR , en ')).toEqual({ codes: ['pt-BR', 'en'] });
    expect(parseProjectLocales('pt-BR')).toEqual({
      error: expect.stringMatching(/must name 2 project locale codes, for pt, en/),
    });
    expect(parseProjectLocales('pt_BR,en')).toEqual({
      error: expect.stringMatching(/"pt_BR" is not a DatoCMS locale code/),
    });
  });

  it('sends the project’s values for $locale and fills $fallbackLocales with the default locale', () => {
    const brazil = cmsLocalesFrom(['pt-BR', 'en']);
    expect(withCmsLocaleVariables(query, { locale: 'en', other: 'pt', slug: 'pt' }, brazil)).toEqual({
      locale: 'en',
      other: 'pt_BR',
      slug: 'pt',
      fallbackLocales: ['pt_BR'],
    });
    expect(withCmsLocaleVariables(query, { locale: 'pt', slug: 'x' }, brazil)).toEqual({
      locale: 'pt_BR',
      slug: 'x',
      fallbackLocales: [],
    });
    // a query that does not declare $fallbackLocales is not sent one
    expect(withCmsLocaleVariables(parse('query B($locale: SiteLocale!) { a }'), { locale: 'en' }, brazil)).toEqual({
      locale: 'en',
    });
  });

  it('reads an _all<Field>Locales answer back in the site’s locales', () => {
    const brazil = cmsLocalesFrom(['pt-BR', 'en']);
    expect(
      valuesByAppLocale(
        [
          { locale: 'pt_BR', value: 'liquidacao' },
          { locale: 'en', value: null },
          { locale: 'es', value: 'x' },
        ],
        brazil,
      ),
    ).toEqual({ pt: 'liquidacao' });
  });
});
