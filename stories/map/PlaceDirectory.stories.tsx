import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fixtureMapData } from './map-fixtures';
import { PlaceDirectory } from '@/features/map/PlaceDirectory';

const meta = {
  title: 'Map/PlaceDirectory',
  component: PlaceDirectory,
  parameters: { layout: 'padded' },
  args: { id: 'lista-de-locais', mapId: 'mapa', floors: fixtureMapData.floors, places: fixtureMapData.places, locale: 'pt' },
} satisfies Meta<typeof PlaceDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByFloor: Story = {};
