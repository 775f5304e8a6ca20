import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { EventStatusNote } from '@/features/events/EventStatusNote';

const meta = {
  title: 'Events/EventStatusNote',
  component: EventStatusNote,
  args: { event: { status: 'cancelled', previousStart: null }, variant: 'notice' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventStatusNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** the article page's notice: the status in words, and what it means */
export const CancelledNotice: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(/Cancel/);
  },
};
export const PostponedNotice: Story = { args: { event: { status: 'postponed', previousStart: null } } };
export const RescheduledNotice: Story = {
  args: { event: { status: 'rescheduled', previousStart: '2026-11-15T18:00' } },
};
export const CancelledBadge: Story = { args: { variant: 'badge' } };
