import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { VisitPanel } from '@/features/home/VisitPanel';

const meta = {
  title: 'Home/VisitPanel',
  component: VisitPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '30rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    headingId: 'visite',
    mapHref: '/mapa',
    directionsUrl: 'https://www.openstreetmap.org/directions?to=-19.9745,-43.9496',
    address: 'Av. Luiz Paulo Franco, 1.780, Belvedere, Belo Horizonte – MG',
  },
} satisfies Meta<typeof VisitPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MapAndDirections: Story = {};
export const WithoutDirections: Story = { args: { directionsUrl: null } };
