import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { QuickLinks } from '@/features/layout/QuickLinks';
import { layoutSettings } from './fixtures';

const meta = {
  title: 'Layout/QuickLinks',
  component: QuickLinks,
  args: { links: layoutSettings.quickLinks },
} satisfies Meta<typeof QuickLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllSix: Story = {};
export const FirstThree: Story = { args: { links: layoutSettings.quickLinks.slice(0, 3) } };
