import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SearchForm } from '@/features/search/SearchForm';

const meta = {
  title: 'Search/SearchForm',
  component: SearchForm,
  args: { action: '/busca', query: 'café', maxLength: 80 },
} satisfies Meta<typeof SearchForm>;
export default meta;
export const WithQuery: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { query: '' } };
