import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AddToCalendar } from '@/features/events/AddToCalendar';

const meta = {
  title: 'Events/AddToCalendar',
  component: AddToCalendar,
  args: {
    icsHref: '/api/calendar/pt/evento/article-samba/0.ics',
    googleHref: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Samba',
    accessibleName: 'Adicionar à agenda: Roda de samba, 20 de novembro 19:00',
  },
} satisfies Meta<typeof AddToCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** next to a cinema session: the icon opens the two choices */
export const Compact: Story = {
  args: { variant: 'compact' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '10rem' }}>
        <Story />
      </div>
    ),
  ],
};
