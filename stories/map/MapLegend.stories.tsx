import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { MapPatterns } from '@/features/map/map-icons';
import { MapLegend } from '@/features/map/MapLegend';

const meta = {
  title: 'Map/MapLegend',
  component: MapLegend,
  decorators: [
    (Story) => (
      <>
        <MapPatterns />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof MapLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {};
export const FoodCourtFloor: Story = { args: { unitKinds: ['store', 'restaurant', 'service', 'cinema', 'leisure'] } };
export const CarParkLevel: Story = {
  args: {
    unitKinds: [],
    areaKinds: ['driving_lane', 'parking_bays', 'priority_bays', 'ev_bays', 'walkway', 'lift_lobby'],
    amenityKinds: ['lift', 'stairs', 'pay_station', 'parking', 'ev_charger'],
  },
};
