import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SiteFooter } from '@/features/layout/SiteFooter';
import { layoutSettings } from './fixtures';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { settings: layoutSettings },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};

export const WithoutSocialLinks: Story = { args: { settings: { ...layoutSettings, socialLinks: [] } } };
