import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ArticleMeta } from '@/features/articles/ArticleMeta';

const meta = {
  title: 'Articles/ArticleMeta',
  component: ArticleMeta,
  args: { date: '2026-07-04', category: { name: 'Eventos' } },
} satisfies Meta<typeof ArticleMeta>;
export default meta;
export const OnCard: StoryObj<typeof meta> = {};
export const InArticleHeader: StoryObj<typeof meta> = { args: { dateStyle: 'long' } };
