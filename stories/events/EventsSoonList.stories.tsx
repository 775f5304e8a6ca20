import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { EventsSoonList } from '@/features/events/EventsSoonList';
import { STORY_EVENTS, STORY_NOW } from './event-fixtures';

const meta = {
  title: 'Events/EventsSoonList',
  component: EventsSoonList,
  args: { events: STORY_EVENTS },
  parameters: { clock: STORY_NOW },
} satisfies Meta<typeof EventsSoonList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FridayNoon: Story = {};
export const SundayEvening: Story = { parameters: { clock: '2026-11-22T21:00:00.000Z' } };
