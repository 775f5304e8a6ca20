import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { TodayHoursPanel } from '@/features/home/TodayHoursPanel';
import { readTodayHours } from '@/features/home/read-today-hours';
import { mallHours, rawMallHours, STORY_NOW } from './home-fixtures';

const meta = {
  title: 'Home/TodayHoursPanel',
  component: TodayHoursPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { hours: mallHours, headingId: 'hoje' },
  parameters: { clock: STORY_NOW },
} satisfies Meta<typeof TodayHoursPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekday: Story = {};
export const OptionalHoliday: Story = { parameters: { clock: '2026-11-20T15:00:00.000Z' } };
export const UnreadableSchedule: Story = {
  args: { hours: readTodayHours({ ...rawMallHours, sectorHours: 'não informado' }) },
};
