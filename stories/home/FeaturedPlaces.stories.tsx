import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { FeaturedPlaces } from '@/features/home/FeaturedPlaces';
import type { PlaceSummary } from '@/features/places/model/place-summary';
import { mallOpenHours, STORY_NOW } from './home-fixtures';

const place = (
  kind: PlaceSummary['kind'],
  name: string,
  categoryName: string,
  floorName: string,
  unit: string,
  hoursSource = 'sector',
): PlaceSummary => ({
  kind,
  id: `${kind}-${name}`,
  slug: name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '-'),
  nameSlug: name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '-'),
  name,
  featured: true,
  tags: [],
  categorySlug: null,
  categoryName,
  floorCode: unit.slice(0, 2),
  floorName,
  floorLevel: 1,
  unit,
  logo: null,
  priceRange: kind === 'restaurant' ? 2 : null,
  hours: {
    sector: kind === 'store' ? 'stores' : 'gastronomy',
    hoursSource,
    openingHours: null,
    opensOnOptionalHolidays: null,
  },
});

const meta = {
  title: 'Home/FeaturedPlaces',
  component: FeaturedPlaces,
  parameters: { layout: 'padded', clock: STORY_NOW },
  args: {
    places: [
      place('store', 'Casa Aroeira', 'Casa e decoração', 'Piso Jardim', 'L1-104'),
      place('store', 'Maria Ipê', 'Moda feminina', 'Piso Ipê', 'L2-211'),
      place('store', 'Joalheria Turmalina', 'Joias e relógios', 'Piso Ipê', 'L2-247'),
      place('store', 'Livraria Travessia', 'Livraria e papelaria', 'Piso Jardim', 'L1-150', 'none'),
    ],
    mall: mallOpenHours,
  },
} satisfies Meta<typeof FeaturedPlaces>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stores: Story = {};
export const Restaurants: Story = {
  args: {
    places: [
      place('restaurant', 'Fogão de Lenha Dona Zica', 'Mineira', 'Piso Jacarandá', 'L3-302'),
      place('restaurant', 'Sushi Kazê', 'Japonesa', 'Piso Jacarandá', 'L3-303'),
    ],
  },
};
