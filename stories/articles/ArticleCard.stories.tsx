import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ArticleCard } from '@/features/articles/ArticleCard';
import { ARTICLES } from './articles';

const meta = {
  title: 'Articles/ArticleCard',
  component: ArticleCard,
  args: { article: ARTICLES[0]! },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;
export default meta;
export const WithCover: StoryObj<typeof meta> = {};
export const WithoutCover: StoryObj<typeof meta> = { args: { article: ARTICLES[2]! } };
