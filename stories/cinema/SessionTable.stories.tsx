import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SessionTable } from '@/features/cinema/SessionTable';
import { nextDays } from '@/features/cinema/model/calendar';
import { sessionsOn } from '@/features/cinema/model/sessions';
import { sessionSlot } from '../page/fixtures';

const run = {
  startsOn: '2026-11-01',
  endsOn: '2026-11-24',
  sessions: [
    ...sessionSlot('14:00', { accessibility: ['libras'] }),
    ...sessionSlot('21:10', {
      format: '3D',
      audio: 'subtitled',
      room: 'Sala 3',
      accessibility: ['audio_description', 'closed_captions'],
    }),
  ],
};
const days = nextDays('2026-11-21', 7).map((date) => ({ date, sessions: sessionsOn(run, date) }));

const meta = {
  title: 'Cinema/SessionTable',
  component: SessionTable,
  args: { movieTitle: 'O Voo do Ipê', days, today: '2026-11-21', nowTime: '15:00' },
} satisfies Meta<typeof SessionTable>;
export default meta;
export const Week: StoryObj<typeof meta> = {};
export const NothingScheduled: StoryObj<typeof meta> = { args: { days: days.map((d) => ({ ...d, sessions: [] })) } };
/** "add to calendar" beside each session to come: an icon that opens its two choices beside it, in the row */
export const WithAddToCalendar: StoryObj<typeof meta> = {
  args: { movieSlug: 'o-voo-do-ipe' },
  play: async ({ canvasElement }) => {
    const summaries = canvasElement.querySelectorAll('details summary');
    await expect(summaries.length).toBeGreaterThan(0);
    await userEvent.click(summaries[0] as HTMLElement);
    await expect(within(canvasElement).getAllByRole('link', { name: /\.ics/ })[0]).toBeVisible();
  },
};
