import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { QuickLinks } from '@/features/site-shell/QuickLinks';
import { siteSettings } from '../site-settings/fixtures';

const meta = {
  title: 'Layout/QuickLinks',
  component: QuickLinks,
  args: { links: siteSettings.quickLinks },
} satisfies Meta<typeof QuickLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllSix: Story = {};
export const FirstThree: Story = { args: { links: siteSettings.quickLinks.slice(0, 3) } };
