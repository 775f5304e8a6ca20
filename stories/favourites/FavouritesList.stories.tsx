import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { FavouritesLoadFailed } from '@/features/favourites/FavouritesList';
import { FavouritesView } from '@/features/favourites/FavouritesView';
import type { FavouriteOfferEntry } from '@/features/favourites/model/favourite-offers';
import { STORAGE_KEY } from '@/features/favourites/model/favourites-store';
import { packPlaceIndex, toPlaceIndex } from '@/features/places';
import { STORY_AT, STORY_PLACES, storyMall } from '../places/place-fixtures';

const stores = packPlaceIndex(
  toPlaceIndex(
    'store',
    STORY_PLACES.filter((p) => p.kind === 'store'),
  ),
);
const restaurants = packPlaceIndex(
  toPlaceIndex(
    'restaurant',
    STORY_PLACES.filter((p) => p.kind === 'restaurant'),
  ),
);
const favourites = STORY_PLACES.slice(0, 3).map((p) => ({ kind: p.kind, id: p.id }));
const withFavourites = (list: unknown[]) => [
  (Story: () => React.JSX.Element) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
    return <Story />;
  },
];

const offer = (id: string, title: string, startsAt: string, endsAt: string, placeId: string): FavouriteOfferEntry => ({
  id,
  slug: id,
  title,
  startsAt,
  endsAt,
  placeIds: [placeId],
});
const [first, second] = STORY_PLACES as [(typeof STORY_PLACES)[0], (typeof STORY_PLACES)[0]];
const offers = [
  offer(
    'mesa-posta',
    'Mesa posta: 20% off em louças',
    '2026-11-01T10:00:00-03:00',
    '2026-12-20T22:00:00-03:00',
    first.id,
  ),
  offer('almofadas', 'Almofadas: leve 3, pague 2', '2026-11-18T10:00:00-03:00', '2026-11-30T22:00:00-03:00', first.id),
  offer('queima', 'Queima de inverno', '2026-11-01T10:00:00-03:00', '2026-11-17T22:00:00-03:00', second.id),
  offer('natal', 'Vitrine de Natal', '2026-11-27T10:00:00-03:00', '2026-12-24T18:00:00-03:00', second.id),
];

const meta = {
  title: 'Favourites/FavouritesList',
  component: FavouritesView,
  args: { stores, restaurants, mall: storyMall, offers },
  parameters: { clock: STORY_AT },
} satisfies Meta<typeof FavouritesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeFavourites: Story = { decorators: withFavourites(favourites) };
export const None: Story = { decorators: withFavourites([]) };
/** places with the offers on now under them, then the favourite offers: on now, to come, ended */
export const WithOffers: Story = {
  decorators: withFavourites([
    { kind: 'offer', id: 'queima' },
    { kind: 'offer', id: 'natal' },
    { kind: 'offer', id: 'almofadas' },
    ...favourites,
  ]),
};

/** the list's data could not be fetched and none was kept (offline before any visit with favourites, ADR 0085) */
export const LoadFailed: Story = {
  decorators: withFavourites(favourites),
  render: () => <FavouritesLoadFailed onRetry={() => undefined} />,
};
