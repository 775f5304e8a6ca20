import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { MovieDuration } from '@/features/cinema/MovieDuration';

const meta = { title: 'Cinema/MovieDuration', component: MovieDuration } satisfies Meta<typeof MovieDuration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongFeature: Story = {
  args: { minutes: 136 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toMatch(/2\s*h\s*16\s*min/);
  },
};
export const UnderTwoHours: Story = { args: { minutes: 95 } };
