import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SessionChips } from '@/features/cinema/SessionChips';
import { sessionsOn } from '@/features/cinema/model/sessions';
import { sessionSlot } from '../page/fixtures';

const programme = [
  ...sessionSlot('13:40'),
  ...sessionSlot('16:10', { accessibility: ['libras'] }),
  ...sessionSlot('19:00', {
    format: '3D',
    audio: 'subtitled',
    room: 'Sala 3',
    accessibility: ['audio_description', 'closed_captions'],
  }),
  ...sessionSlot('21:45', { format: 'IMAX', audio: 'subtitled', room: 'Sala IMAX' }),
];
const sessions = sessionsOn({ startsOn: '2026-11-01', endsOn: null, sessions: programme }, '2026-11-21');

const meta = {
  title: 'Cinema/SessionChips',
  component: SessionChips,
  args: { movieTitle: 'O Voo do Ipê', sessions, date: '2026-11-21' },
} satisfies Meta<typeof SessionChips>;
export default meta;
export const WholeDay: StoryObj<typeof meta> = {};
export const AfternoonStarted: StoryObj<typeof meta> = { args: { startedUntil: '17:00' } };
export const NoSessions: StoryObj<typeof meta> = { args: { sessions: [] } };
