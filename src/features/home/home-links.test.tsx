// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/test-support/render-with-intl';
import { InstituteFeature } from './InstituteFeature';
import { SeeAllLink } from './SeeAllLink';
import { ServicesStrip } from './ServicesStrip';
import { VisitPanel } from './VisitPanel';

vi.mock('next/navigation', async () =>
  (await import('@/test-support/next-navigation-stub')).nextNavigationStub({ pathname: '/' }),
);

afterEach(cleanup);

function renderLinks(locale: 'pt' | 'en') {
  renderWithIntl(
    <>
      <VisitPanel
        headingId="visite"
        mapHref="/mapa"
        directionsUrl="https://maps.example/?q=jacaranda"
        address="Rua A, 1"
      />
      <SeeAllLink href="/artigos">all articles</SeeAllLink>
      <ServicesStrip
        services={[{ id: 's1', name: 'Fraldário', icon: null, href: { pathname: '/servicos', hash: 'fraldario' } }]}
      />
      <InstituteFeature
        headingId="instituto"
        name="Instituto Jacarandá"
        lead={null}
        cover={null}
        href={{ pathname: '/instituto/[product]', params: { product: 'jacaranda' } }}
      />
    </>,
    locale,
  );
  return screen.getAllByRole('link').map((link) => link.getAttribute('href'));
}

describe('the home sections’ links', () => {
  it('lead to the Portuguese URLs without a prefix', () => {
    expect(renderLinks('pt')).toEqual([
      '/mapa',
      'https://maps.example/?q=jacaranda',
      '/artigos',
      '/servicos#fraldario',
      '/instituto-jacaranda',
    ]);
  });

  it('lead to the English URLs under /en', () => {
    expect(renderLinks('en')).toEqual([
      '/en/mapa',
      'https://maps.example/?q=jacaranda',
      '/en/articles',
      '/en/services#fraldario',
      '/en/instituto-jacaranda',
    ]);
  });
});
