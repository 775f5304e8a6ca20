import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fixtureLandmarks, fixtureMapData } from './map-fixtures';
import { PlaceDirectory } from '@/features/map/PlaceDirectory';
import { deferFloorShapes } from '@/features/map/floor-shapes';
import { homeFloorId } from '@/features/map/model/floor-plan';

const meta = {
  title: 'Map/PlaceDirectory',
  component: PlaceDirectory,
  parameters: { layout: 'padded' },
  args: {
    id: 'lista-de-locais',
    mapId: 'mapa',
    floors: fixtureMapData.floors,
    places: fixtureMapData.places,
    landmarks: fixtureLandmarks,
    locale: 'pt',
  },
} satisfies Meta<typeof PlaceDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByFloor: Story = {};

/** As the map page renders it: floors without the shapes the page left out, landmarks worked out on the server (ADR 0056). */
export const FromMapData: Story = {
  args: {
    floors: deferFloorShapes(fixtureMapData, homeFloorId(fixtureMapData.floors)).floors,
  },
};
