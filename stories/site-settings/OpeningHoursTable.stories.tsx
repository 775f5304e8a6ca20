import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { OpeningHoursTable } from '@/features/site-settings/OpeningHoursTable';
import { weeklyHoursRows } from '@/features/site-settings/weekly-hours';
import { siteSettings } from './fixtures';

const meta = {
  title: 'Layout/OpeningHoursTable',
  component: OpeningHoursTable,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    rows: weeklyHoursRows(siteSettings, new Date('2026-11-18T18:30:00Z'), 'pt') ?? [],
    caption: 'Horário de funcionamento',
  },
} satisfies Meta<typeof OpeningHoursTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TodayMarked: Story = {};

export const ChristmasDay: Story = {
  args: { rows: weeklyHoursRows(siteSettings, new Date('2026-12-25T15:00:00Z'), 'pt') ?? [] },
};
