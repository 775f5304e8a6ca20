import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PlaceFilters } from '@/features/places/PlaceFilters';
import { NO_CRITERIA } from '@/features/places/model/place-list';

const meta = {
  title: 'Places/PlaceFilters',
  component: PlaceFilters,
  args: {
    pathname: '/lojas',
    categoryParam: 'categoria',
    criteria: NO_CRITERIA,
    categories: [
      { value: 'casa', label: 'Casa e decoração' },
      { value: 'moda-feminina', label: 'Moda feminina' },
      { value: 'moda-masculina', label: 'Moda masculina' },
      { value: 'tecnologia', label: 'Tecnologia' },
    ],
    floors: [
      { value: 'L1', label: 'Piso Jardim' },
      { value: 'L2', label: 'Piso Ipê' },
      { value: 'L3', label: 'Piso Jacarandá' },
    ],
  },
  parameters: { nextjs: { appDirectory: true } },
} satisfies Meta<typeof PlaceFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stores: Story = {};
export const Filtered: Story = {
  args: {
    criteria: { ...NO_CRITERIA, category: 'moda-feminina', floor: 'L2', openNow: true, query: 'vestido', order: 'az' },
  },
};
export const Gastronomy: Story = {
  args: {
    pathname: '/gastronomia',
    categoryParam: 'cozinha',
    categories: [
      { value: 'bar', label: 'Bar e boteco' },
      { value: 'japonesa', label: 'Japonesa' },
      { value: 'mineira', label: 'Cozinha mineira' },
    ],
  },
};
