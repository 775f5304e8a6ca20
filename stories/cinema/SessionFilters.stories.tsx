import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionFilters } from '@/features/cinema/SessionFilters';
import { NO_FILTER } from '@/features/cinema/model/session-filters';

const meta = {
  title: 'Cinema/SessionFilters',
  component: SessionFilters,
  args: { filter: NO_FILTER, onChange: fn() },
} satisfies Meta<typeof SessionFilters>;
export default meta;

export const NoneSet: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Libras/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...NO_FILTER, accessibility: ['libras'] });
  },
};

export const SomeSet: StoryObj<typeof meta> = {
  args: { filter: { accessibility: ['audio_description'], audio: ['dubbed'], format: ['3D'], period: ['evening'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '3D' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /4/ })).toBeVisible();
  },
};
