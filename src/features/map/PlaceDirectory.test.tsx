// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/test-support/render-with-intl';
import { fixtureMapData } from '../../../stories/map/map-fixtures';
import { directoryLandmarks } from './directory-landmarks';
import { deferFloorShapes } from './floor-shapes';
import { homeFloorId } from './model/floor-plan';
import { PlaceDirectory } from './PlaceDirectory';

vi.mock('next/navigation', async () =>
  (await import('@/test-support/next-navigation-stub')).nextNavigationStub({ pathname: '/mapa' }),
);

afterEach(cleanup);

function linksOf(name: string, locale: 'pt' | 'en') {
  renderWithIntl(
    <PlaceDirectory
      id="lista"
      mapId="mapa"
      floors={fixtureMapData.floors}
      places={fixtureMapData.places}
      locale={locale}
    />,
    locale,
  );
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
  it('names the same landmarks with the server’s landmarks and floors without their shapes as with the full plans', () => {
    const full = renderWithIntl(
      <PlaceDirectory
        id="lista"
        mapId="mapa"
        floors={fixtureMapData.floors}
        places={fixtureMapData.places}
        locale="pt"
      />,
      'pt',
    );
    const expected = full.container.textContent;
    cleanup();
    const deferred = deferFloorShapes(fixtureMapData, homeFloorId(fixtureMapData.floors));
    const given = renderWithIntl(
      <PlaceDirectory
        id="lista"
        mapId="mapa"
        floors={deferred.floors}
        places={deferred.places}
        landmarks={directoryLandmarks(fixtureMapData)}
        locale="pt"
      />,
      'pt',
    );
    expect(given.container.textContent).toBe(expected);
  });
});
