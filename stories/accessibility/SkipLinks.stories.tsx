import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLinks } from '@/features/accessibility/SkipLinks';

const meta = { title: 'Accessibility/SkipLinks', component: SkipLinks } satisfies Meta<typeof SkipLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Invisible until focused: the play function tabs to the first link. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const first = within(canvasElement).getAllByRole('link')[0];
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('href', '#conteudo');
  },
};
