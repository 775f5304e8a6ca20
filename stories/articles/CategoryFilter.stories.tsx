import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CategoryFilter } from '@/features/articles/CategoryFilter';

const categories = [
  { slug: 'eventos', name: 'Eventos' },
  { slug: 'gastronomia', name: 'Gastronomia' },
  { slug: 'cultura', name: 'Cultura' },
  { slug: 'moda', name: 'Moda' },
  { slug: 'sustentabilidade', name: 'Sustentabilidade' },
];
const meta = {
  title: 'Articles/CategoryFilter',
  component: CategoryFilter,
  args: { categories, current: null },
} satisfies Meta<typeof CategoryFilter>;
export default meta;
export const AllCategories: StoryObj<typeof meta> = {};
export const OneSelected: StoryObj<typeof meta> = { args: { current: 'gastronomia' } };
