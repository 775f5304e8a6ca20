import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SiteHeader } from '@/features/site-shell/SiteHeader';
import { siteSettings, wednesdayAfternoon } from '../site-settings/fixtures';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  parameters: {
    layout: 'fullscreen',
    nextjs: { appDirectory: true, navigation: { pathname: '/lojas' } },
    clock: wednesdayAfternoon,
  },
  args: { settings: siteSettings },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const WithoutCmsData: Story = {
  args: {
    settings: { ...siteSettings, mallHours: null, quickLinks: [], instituteProduct: null },
  },
};
