import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { MapIconSprite } from '@/features/map/MapIconSprite';
import { MapLegend } from '@/features/map/MapLegend';

const meta = {
  title: 'Map/MapLegend',
  component: MapLegend,
  decorators: [
    (Story) => (
      <>
        <MapIconSprite />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof MapLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {};
export const FoodCourtFloor: Story = { args: { unitKinds: ['store', 'restaurant', 'service', 'cinema', 'leisure'] } };
