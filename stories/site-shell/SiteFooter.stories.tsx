import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SiteFooter } from '@/features/site-shell/SiteFooter';
import { siteSettings } from '../site-settings/fixtures';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { settings: siteSettings },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};

export const WithoutSocialLinks: Story = { args: { settings: { ...siteSettings, socialLinks: [] } } };
