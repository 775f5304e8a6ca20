import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { LoadMoreLink } from '@/components/page/LoadMoreLink';

const meta = {
  title: 'Content/LoadMoreLink',
  component: LoadMoreLink,
  args: { href: { pathname: '/artigos', query: { pagina: '2' }, hash: 'mais' }, shown: 9, total: 24 },
} satisfies Meta<typeof LoadMoreLink>;
export default meta;
export const MoreToLoad: StoryObj<typeof meta> = {};
export const AllShown: StoryObj<typeof meta> = { args: { shown: 24 } };
