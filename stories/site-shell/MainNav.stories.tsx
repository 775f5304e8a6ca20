import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MainNav } from '@/features/site-shell/MainNav';

const meta = {
  title: 'Layout/MainNav',
  component: MainNav,
  parameters: { nextjs: { appDirectory: true, navigation: { pathname: '/cinema' } } },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { instituteProduct: 'jacaranda' },
} satisfies Meta<typeof MainNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.queryByRole('button', { expanded: false });
    if (!toggle || getComputedStyle(toggle).display === 'none') return; // wide viewport: no menu button
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
