import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { WeeklyHoursTable } from '@/features/places/WeeklyHoursTable';
import { weekScheduleFor } from '@/features/opening-hours/model/open-status';
import { ALMA_BOHO, BOTECO, DRONE_ALTO, storyMall, VEU_DE_NOIVA } from './place-fixtures';

const meta = {
  title: 'Places/WeeklyHoursTable',
  component: WeeklyHoursTable,
  args: { week: weekScheduleFor(ALMA_BOHO.hours, storyMall, '2026-11-16'), today: '2026-11-18' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WeeklyHoursTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The week of an optional holiday (Friday), today on Wednesday. */
export const SectorHoursWithHoliday: Story = {};
export const PastMidnight: Story = { args: { week: weekScheduleFor(BOTECO.hours, storyMall, '2026-11-16') } };
export const Unavailable: Story = { args: { week: weekScheduleFor(VEU_DE_NOIVA.hours, storyMall, '2026-11-16') } };
export const Invalid: Story = { args: { week: weekScheduleFor(DRONE_ALTO.hours, storyMall, '2026-11-16') } };
export const ChristmasWeek: Story = {
  args: { week: weekScheduleFor(ALMA_BOHO.hours, storyMall, '2026-12-21'), today: '2026-12-25' },
};
