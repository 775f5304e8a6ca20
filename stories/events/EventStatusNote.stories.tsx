import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { EventStatusBadge, EventStatusNotice } from '@/features/events/EventStatusNote';

const meta = {
  title: 'Events/EventStatusNotice',
  component: EventStatusNotice,
  args: { event: { status: 'cancelled', previousStart: null } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventStatusNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** the article page's notice: the status in words, and what it means */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(/Cancel/);
  },
};
export const Postponed: Story = { args: { event: { status: 'postponed', previousStart: null } } };
export const Rescheduled: Story = { args: { event: { status: 'rescheduled', previousStart: '2026-11-15T18:00' } } };
/** the card's badge (the agenda, the home band) */
export const CancelledBadge: Story = { render: (args) => <EventStatusBadge event={args.event} /> };
