import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { OfflineScreen } from '@/features/offline/OfflineScreen';

/** The offline page: what a visitor gets offline for a page this browser never stored (ADR 0075). */
const meta = {
  title: 'Offline/OfflineScreen',
  component: OfflineScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Sem conexão|No connection/);
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};

export const HighContrast: Story = { globals: { contrast: 'high' } };

export const OnAPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
