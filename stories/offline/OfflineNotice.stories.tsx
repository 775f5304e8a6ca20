import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineNoticeView } from '@/features/offline/OfflineNoticeView';

/**
 * The discreet notice that the page may be out of date, and since when (issue 24): offline, or answered from
 * storage because the network was too slow. Tested in both locales and both themes (vitest.config.ts).
 */
const meta = {
  title: 'Offline/OfflineNotice',
  component: OfflineNoticeView,
  parameters: { layout: 'fullscreen' },
  args: { reason: 'offline', since: new Date('2026-11-24T17:30:00Z'), onDismiss: fn() },
} satisfies Meta<typeof OfflineNoticeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(/Sem conexão|You are offline/);
    await expect(notice).toHaveTextContent(/24/);
    await userEvent.click(canvas.getByRole('button', { name: /Fechar o aviso|Close the notice/ }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const SlowNetwork: Story = { args: { reason: 'stored' } };

export const HighContrast: Story = { globals: { contrast: 'high' } };

export const OnAPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const OnAPhoneHighContrast: Story = {
  globals: { contrast: 'high', viewport: { value: 'mobile1', isRotated: false } },
};
