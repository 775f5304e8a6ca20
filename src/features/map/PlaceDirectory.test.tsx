// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/test-support/render-with-intl';
import { fixtureLandmarks, fixtureMapData } from '../../../stories/map/map-fixtures';
import { deferFloorShapes } from './floor-shapes';
import { homeFloorId } from './model/floor-plan';
import { PlaceDirectory } from './PlaceDirectory';

vi.mock('next/navigation', async () =>
  (await import('@/test-support/next-navigation-stub')).nextNavigationStub({ pathname: '/mapa' }),
);

afterEach(cleanup);

/** the list as the map page renders it, from the given map data and the server's landmarks */
function renderDirectory(locale: 'pt' | 'en', data: Pick<typeof fixtureMapData, 'floors' | 'places'> = fixtureMapData) {
  renderWithIntl(
    <PlaceDirectory
      id="lista"
      mapId="mapa"
      floors={data.floors}
      places={data.places}
      landmarks={fixtureLandmarks}
      locale={locale}
    />,
    locale,
  );
}

function linksOf(name: string, locale: 'pt' | 'en') {
  renderDirectory(locale);
  const item = screen.getByRole('link', { name }).closest('li')!;
  return [...item.querySelectorAll('a')].map((a) => a.getAttribute('href'));
}

describe('PlaceDirectory links', () => {
  it('lead to the place’s page and its spot on the map, in Portuguese without a prefix', () => {
    expect(linksOf('Mesa Mineira', 'pt')).toEqual([
      '/gastronomia/mesa-mineira/mesa-mineira',
      '/mapa?restaurante=mesa-mineira#mapa',
    ]);
  });

  it('lead to the English URLs under /en, services to their entry on the services page', () => {
    expect(linksOf('Mesa Mineira', 'en')).toEqual([
      '/en/gastronomia/mesa-mineira/mesa-mineira',
      '/en/mapa?restaurante=mesa-mineira#mapa',
    ]);
    cleanup();
    const [servicePage] = linksOf('Fraldário', 'en');
    expect(servicePage).toBe('/en/services#fraldario');
  });
});

describe('PlaceDirectory from the map’s own data (ADR 0056)', () => {
  it('names each place’s nearest landmark on floors whose shapes the page left out, in both locales', () => {
    const deferred = deferFloorShapes(fixtureMapData, homeFloorId(fixtureMapData.floors));
    for (const [locale, toilets, named] of [
      ['pt', 'perto dos sanitários', 'perto de: Entrada do estacionamento'],
      ['en', 'next to the restrooms', 'near: Car park entrance'],
    ] as const) {
      renderDirectory(locale, deferred);
      // Mesa Mineira is on L3, whose shapes are not in the page; Achados e perdidos names its landmark by its label
      expect(screen.getByRole('link', { name: 'Mesa Mineira' }).closest('li')).toHaveTextContent(toilets);
      expect(screen.getByRole('link', { name: 'Achados e perdidos' }).closest('li')).toHaveTextContent(named);
      cleanup();
    }
  });
});
