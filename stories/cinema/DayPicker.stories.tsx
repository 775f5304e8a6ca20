import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DayPicker } from '@/features/cinema/DayPicker';

const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
const meta = { title: 'Cinema/DayPicker', component: DayPicker, args: { days, selected: days[0]! } } satisfies Meta<
  typeof DayPicker
>;
export default meta;
export const Today: StoryObj<typeof meta> = {};
export const LaterInTheWeek: StoryObj<typeof meta> = { args: { selected: '2026-11-24' } };
