import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextSizeHelp } from '@/features/accessibility/TextSizeHelp';

const meta = {
  title: 'Accessibility/TextSizeHelp',
  component: TextSizeHelp,
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'var(--surface-brand)',
          color: 'var(--text-on-brand)',
          padding: '0.5rem',
          display: 'flex',
          justifyContent: 'flex-end',
          minHeight: '16rem',
          alignItems: 'flex-start',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextSizeHelp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // the help's texts load when it first opens (ADR 0095)
    await expect(await within(canvasElement).findByText(/controle próprio|text-size control/)).toBeVisible();
  },
};
