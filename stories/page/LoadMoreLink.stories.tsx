import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { LoadMoreLink } from '@/components/page/LoadMoreLink';

const meta = {
  title: 'Page/LoadMoreLink',
  component: LoadMoreLink,
  args: {
    href: { pathname: '/artigos', query: { pagina: '2' }, hash: 'mais' },
    shown: 9,
    total: 24,
    progress: 'Mostrando 9 de 24 notícias',
  },
  parameters: { nextjs: { appDirectory: true } },
} satisfies Meta<typeof LoadMoreLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The articles list: the count and the link. */
export const MoreToLoad: Story = {};
export const AllShown: Story = { args: { href: null, shown: 24, progress: 'Mostrando 24 de 24 notícias' } };

/** The stores list: with the bar, and focus moving to the first new card. */
export const WithMeter: Story = {
  args: {
    href: { pathname: '/lojas', query: { pagina: '2' }, hash: 'resultado-25' },
    shown: 24,
    total: 121,
    progress: 'Mostrando 24 de 121',
    meter: true,
    focusNewItem: '[data-place-card-link]',
  },
};
export const WithMeterEverything: Story = {
  args: { ...WithMeter.args, href: null, shown: 121, progress: 'Mostrando 121 de 121' },
};
