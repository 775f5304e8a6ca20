import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { LanguageSwitcher } from '@/features/site-shell/LanguageSwitcher';

const meta = {
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  parameters: { nextjs: { appDirectory: true, navigation: { pathname: '/sobre' } } },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAboutPage: Story = {};
