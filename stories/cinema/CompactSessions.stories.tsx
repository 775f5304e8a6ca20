import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { CompactSessions } from '@/features/cinema/CompactSessions';
import { nextDays } from '@/features/cinema/model/calendar';
import { sessionsOn } from '@/features/cinema/model/sessions';
import { sessionSlot } from '../page/fixtures';

/** The busiest demo film's week: five sessions a day, 35 in all. */
const run = {
  startsOn: '2026-11-01',
  endsOn: null,
  sessions: [
    ...sessionSlot('13:10', { format: 'IMAX', audio: 'subtitled', room: 'Sala IMAX' }),
    ...sessionSlot('15:50', { format: '3D', room: 'Sala 3' }),
    ...sessionSlot('18:30', {
      format: 'IMAX',
      audio: 'subtitled',
      room: 'Sala IMAX',
      accessibility: ['closed_captions'],
    }),
    ...sessionSlot('19:20', { room: 'Sala 2' }),
    ...sessionSlot('21:40', { format: 'IMAX', audio: 'subtitled', room: 'Sala IMAX' }),
  ],
};
const days = nextDays('2026-11-21', 7).map((date) => ({ date, sessions: sessionsOn(run, date) }));

const meta = {
  title: 'Cinema/CompactSessions',
  component: CompactSessions,
  args: { movieTitle: 'Sob a Luz de Vega', days, today: '2026-11-21', nowTime: '16:00' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof CompactSessions>;
export default meta;

export const Week: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // a heading a day, so a screen reader jumps from day to day
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    // today's started sessions are not sold: 35 sessions, 33 links
    await expect(canvas.getAllByRole('link')).toHaveLength(33);
  },
};

export const RegularWeek: StoryObj<typeof meta> = {
  args: { today: null, nowTime: null },
};
