import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SeeAllLink } from '@/features/home/SeeAllLink';

const meta = {
  title: 'Home/SeeAllLink',
  component: SeeAllLink,
  args: { href: '/artigos', children: 'Ver todas as novidades' },
} satisfies Meta<typeof SeeAllLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
