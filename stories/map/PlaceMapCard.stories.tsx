import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { fixtureMallHours, FIXTURE_NOW } from './map-fixtures';
import { PlaceMapCard } from '@/features/map/PlaceMapCard';
import { OffersByPlaceProvider } from '@/features/offers';

const sector = { sector: 'stores' as const, hoursSource: 'sector', openingHours: null, opensOnOptionalHolidays: null };

const meta = {
  title: 'Map/PlaceMapCard',
  component: PlaceMapCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    id: 'cartao',
    places: [
      {
        id: 'store-casa-aroeira',
        kind: 'store',
        name: 'Casa Aroeira',
        category: 'Casa e decoração',
        href: { pathname: '/loja/[slug]/[name]', params: { slug: 'casa-aroeira', name: 'casa-aroeira' } },
        logoUrl: null,
        hours: sector,
      },
    ],
    floorName: 'Piso Jardim',
    unit: 'L1-104',
    landmark: 'perto da escada rolante',
    autoFocus: false,
    onClose: fn(),
    mall: fixtureMallHours,
  },
  parameters: { clock: FIXTURE_NOW },
} satisfies Meta<typeof PlaceMapCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Store: Story = {};

export const Service: Story = {
  args: {
    places: [
      {
        id: 'service-fraldario',
        kind: 'service',
        name: 'Fraldário',
        category: null,
        href: { pathname: '/servicos', hash: 'fraldario' },
        logoUrl: null,
        hours: null,
      },
    ],
    unit: 'L2-226',
    floorName: 'Piso Ipê',
    landmark: 'perto dos elevadores',
  },
};

export const UnitWithTwoPlaces: Story = {
  args: {
    places: [
      {
        id: 'r1',
        kind: 'restaurant',
        name: 'Café Ipê Amarelo',
        category: 'Cafés',
        href: {
          pathname: '/gastronomia/[slug]/[name]',
          params: { slug: 'cafe-ipe-amarelo', name: 'cafe-ipe-amarelo' },
        },
        logoUrl: null,
        hours: { ...sector, sector: 'gastronomy' },
      },
      {
        id: 'r2',
        kind: 'restaurant',
        name: 'Gelato Ipê',
        category: 'Sorvetes',
        href: { pathname: '/gastronomia/[slug]/[name]', params: { slug: 'gelato-ipe', name: 'gelato-ipe' } },
        logoUrl: null,
        hours: { ...sector, sector: 'gastronomy', hoursSource: 'none' },
      },
    ],
  },
};

/** two offers on now at the clock's instant (and one ended): the card says "2 ofertas agora", linking to them */
export const WithOffersOnNow: Story = {
  decorators: [
    (Story) => (
      <OffersByPlaceProvider
        offers={{
          'store-casa-aroeira': {
            slug: 'casa-aroeira',
            offers: [
              { startsAt: '2026-11-01T10:00:00-03:00', endsAt: '2026-11-30T22:00:00-03:00' },
              { startsAt: '2026-11-15T10:00:00-03:00', endsAt: '2026-11-20T22:00:00-03:00' },
              { startsAt: '2026-11-01T10:00:00-03:00', endsAt: '2026-11-10T22:00:00-03:00' },
            ],
          },
        }}
      >
        <Story />
      </OffersByPlaceProvider>
    ),
  ],
};
