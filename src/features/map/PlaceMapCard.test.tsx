// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import pt from '../../../messages/pt.json';
import { pickMessages } from '@/i18n/pick-messages';
import { OffersByPlaceProvider, offersByPlace, type OfferSummary } from '@/features/offers';
import { MAP_CLIENT_MESSAGES } from './map-client-messages';
import { PlaceMapCard, type PlaceCardEntry } from './PlaceMapCard';

vi.mock('next/navigation', async () =>
  (await import('@/test-support/next-navigation-stub')).nextNavigationStub({ pathname: '/mapa' }),
);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = new Date('2026-11-20T15:00:00-03:00');

const offer = (slug: string, placeIds: string[], endsAt = '2026-11-30T22:00:00-03:00'): OfferSummary => ({
  id: `offer-${slug}`,
  slug,
  title: slug,
  startsAt: '2026-11-01T10:00:00-03:00',
  endsAt,
  couponCode: null,
  image: null,
  categories: [],
  places: placeIds.map((id) => ({
    id,
    kind: 'store',
    slug: id.replace('store-', ''),
    name: id,
    nameSlug: id,
    floorCode: 'L1',
    floorName: 'Piso 1',
    floorLevel: 1,
  })),
});

// two offers on now at the first store (and one ended), one at the second
const offers = offersByPlace([
  offer('a', ['store-duas']),
  offer('b', ['store-duas', 'store-uma']),
  offer('ended', ['store-duas'], '2026-11-10T22:00:00-03:00'),
]);

const entry = (id: string, name: string): PlaceCardEntry => ({
  id,
  slug: id.replace('store-', ''),
  kind: 'store',
  name,
  category: null,
  href: { pathname: '/loja/[slug]', params: { slug: id } },
  logoUrl: null,
  hours: null,
});

function renderCard(locale: 'pt' | 'en') {
  // the messages the map page gives its client components, picked as MapScreen picks them
  const messages = pickMessages(locale === 'en' ? en : pt, MAP_CLIENT_MESSAGES);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="America/Sao_Paulo">
      <OffersByPlaceProvider offers={offers}>
        <PlaceMapCard
          id="card"
          places={[entry('store-duas', 'Duas Ofertas'), entry('store-uma', 'Uma Oferta')]}
          floorName="Piso 1"
          unit="L1-101"
          landmark={null}
          autoFocus={false}
          onClose={() => {}}
          mall={{ sectorHours: {}, holidays: [] } as never}
        />
      </OffersByPlaceProvider>
    </NextIntlClientProvider>,
  );
}

describe("the map card's offer count", () => {
  it.each([
    ['pt', '2 ofertas agora', '1 oferta agora', '/ofertas?loja=duas'],
    ['en', '2 offers on now', '1 offer on now', '/en/offers?loja=duas'],
  ] as const)('says how many offers each place has on now, with its number (%s)', (locale, two, one, href) => {
    vi.useFakeTimers({ now: NOW });
    renderCard(locale);
    const many = screen.getByRole('link', { name: two });
    expect(many).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: one })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|\{count\}/);
  });
});
