import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ContactChannels } from '@/features/contact/ContactChannels';

const day = (open: string, close: string) => [{ open, close }];
const meta = {
  title: 'Contact/ContactChannels',
  component: ContactChannels,
  args: {
    settings: {
      mallName: 'Shopping Jacarandá',
      address: {
        street: 'Av. Luiz Paulo Franco, 1.780',
        district: 'Belvedere',
        city: 'Belo Horizonte',
        state: 'MG',
        postalCode: '30320-570',
      },
      location: { latitude: -19.9766, longitude: -43.9458 },
      phone: '+55 31 3333-0000',
      whatsapp: '5531999990000',
      email: 'contato@shoppingjacaranda.com.br',
    },
    hours: [
      { day: 'mon', ranges: day('10:00', '22:00'), isToday: false, holiday: null },
      { day: 'tue', ranges: day('10:00', '22:00'), isToday: false, holiday: null },
      { day: 'wed', ranges: day('10:00', '22:00'), isToday: true, holiday: null },
      { day: 'thu', ranges: day('10:00', '22:00'), isToday: false, holiday: null },
      { day: 'fri', ranges: day('10:00', '22:00'), isToday: false, holiday: null },
      { day: 'sat', ranges: day('10:00', '22:00'), isToday: false, holiday: null },
      { day: 'sun', ranges: day('14:00', '20:00'), isToday: false, holiday: null },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactChannels>;
export default meta;
export const AllChannels: StoryObj<typeof meta> = {};
