// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/test-support/render-with-intl';
import { fixtureMapData } from '../../../stories/map/map-fixtures';
import { PlaceDirectory } from './PlaceDirectory';

vi.mock('next/navigation', async () => (await import('@/test-support/next-navigation-stub')).nextNavigationStub({ pathname: '/mapa' }));

afterEach(cleanup);

function linksOf(name: string, locale: 'pt' | 'en') {
  renderWithIntl(<PlaceDirectory id="lista" mapId="mapa" floors={fixtureMapData.floors} places={fixtureMapData.places} locale={locale} />, locale);
  const item = screen.getByRole('link', { name }).closest('li')!;
  return [...item.querySelectorAll('a')].map((a) => a.getAttribute('href'));
}

describe('PlaceDirectory links', () => {
  it('lead to the place’s page and its spot on the map, in Portuguese without a prefix', () => {
    expect(linksOf('Mesa Mineira', 'pt')).toEqual(['/gastronomia/mesa-mineira/mesa-mineira', '/mapa?restaurante=mesa-mineira#mapa']);
  });

  it('lead to the English URLs under /en, services to their entry on the services page', () => {
    expect(linksOf('Mesa Mineira', 'en')).toEqual(['/en/gastronomia/mesa-mineira/mesa-mineira', '/en/mapa?restaurante=mesa-mineira#mapa']);
    cleanup();
    const [servicePage] = linksOf('Fraldário', 'en');
    expect(servicePage).toBe('/en/services#fraldario');
  });
});
