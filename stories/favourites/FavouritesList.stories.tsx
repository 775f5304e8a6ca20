import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { FavouritesList } from '@/features/favourites/FavouritesList';
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

const meta = {
  title: 'Favourites/FavouritesList',
  component: FavouritesList,
  args: { stores, restaurants, mall: storyMall },
  parameters: { clock: STORY_AT },
} satisfies Meta<typeof FavouritesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeFavourites: Story = { decorators: withFavourites(favourites) };
export const None: Story = { decorators: withFavourites([]) };
