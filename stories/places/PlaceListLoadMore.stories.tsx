import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { LoadMoreLink } from '@/features/places/LoadMoreLink';

const meta = {
  title: 'Places/LoadMoreLink',
  component: LoadMoreLink,
  args: { href: { pathname: '/lojas', query: { pagina: '2' }, hash: 'resultado-25' }, shown: 24, total: 121 },
  parameters: { nextjs: { appDirectory: true } },
} satisfies Meta<typeof LoadMoreLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {};
export const Everything: Story = { args: { href: null, shown: 121, total: 121 } };
