import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Agenda } from '@/features/events/Agenda';
import { STORY_EVENTS, STORY_NOW } from './event-fixtures';

const meta = {
  title: 'Events/Agenda',
  component: Agenda,
  args: { events: STORY_EVENTS },
  parameters: { clock: STORY_NOW },
} satisfies Meta<typeof Agenda>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Friday noon: today's, the weekend's and later events by day; the recital in the archive */
export const Upcoming: Story = {};
export const NothingAhead: Story = { args: { events: STORY_EVENTS.slice(4) } };
