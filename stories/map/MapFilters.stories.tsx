import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { MapFilters } from '@/features/map/MapFilters';

const categories = {
  stores: [
    { value: 'store:calcados', label: 'Calçados' },
    { value: 'store:casa-e-decoracao', label: 'Casa e decoração' },
    { value: 'store:moda-feminina', label: 'Moda feminina' },
  ],
  restaurants: [
    { value: 'restaurant:cafes', label: 'Cafés' },
    { value: 'restaurant:mineira', label: 'Mineira' },
  ],
  hasServices: true,
};

const meta = {
  title: 'Map/MapFilters',
  component: MapFilters,
  args: { filter: { query: '', category: '' }, onChange: fn(), categories, resultText: '', showEmpty: false },
} satisfies Meta<typeof MapFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithResults: Story = {
  args: { filter: { query: 'café', category: '' }, resultText: '3 locais encontrados' },
};
export const NoResults: Story = {
  args: { filter: { query: 'ferragens', category: 'store' }, resultText: 'Nenhum local encontrado', showEmpty: true },
};
