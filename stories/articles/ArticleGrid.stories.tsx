import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ArticleGrid } from '@/features/articles/ArticleGrid';
import { ARTICLES } from './articles';

const meta = { title: 'Articles/ArticleGrid', component: ArticleGrid, args: { articles: ARTICLES } } satisfies Meta<
  typeof ArticleGrid
>;
export default meta;
export const ThreeArticles: StoryObj<typeof meta> = {};
