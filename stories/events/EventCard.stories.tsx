import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { EventCard } from '@/features/events/EventCard';
import { STORY_EVENTS } from './event-fixtures';

const [samba, oficina, natal, barro, , pet, coral] = STORY_EVENTS as [
  (typeof STORY_EVENTS)[0],
  (typeof STORY_EVENTS)[0],
  (typeof STORY_EVENTS)[0],
  (typeof STORY_EVENTS)[0],
  (typeof STORY_EVENTS)[0],
  (typeof STORY_EVENTS)[0],
  (typeof STORY_EVENTS)[0],
];

const meta = {
  title: 'Events/EventCard',
  component: EventCard,
  args: { event: samba, occurrence: samba.occurrences[0]! },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PaidAtAPlace: Story = {};
export const FreeWithLibras: Story = { args: { event: oficina, occurrence: oficina.occurrences[1]! } };
export const AtAMapUnit: Story = { args: { event: natal, occurrence: natal.occurrences[0]! } };
export const OnNowForWeeks: Story = { args: { event: barro, occurrence: barro.occurrences[0]!, ongoing: true } };
/** a cancelled event stays on its day, said to be off in words */
export const Cancelled: Story = { args: { event: pet, occurrence: pet.occurrences[0]! } };
export const Rescheduled: Story = { args: { event: coral, occurrence: coral.occurrences[0]! } };
