import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PlaceContactLinks } from '@/features/places/PlaceContactLinks';

const meta = {
  title: 'Places/PlaceContactLinks',
  component: PlaceContactLinks,
  args: {
    phone: '(31) 3062-1034',
    whatsapp: '5531999738392',
    website: 'almaboho.example.com.br',
    instagram: '@almaboho.bh',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlaceContactLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllChannels: Story = {};
export const PhoneOnly: Story = { args: { whatsapp: null, website: null, instagram: null } };
