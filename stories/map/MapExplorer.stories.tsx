import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fixtureLandmarks, fixtureMapData, FIXTURE_NOW } from './map-fixtures';
import { MapExplorer } from '@/features/map/MapExplorer';

const meta = {
  title: 'Map/MapExplorer',
  component: MapExplorer,
  parameters: {
    layout: 'padded',
    nextjs: { appDirectory: true, navigation: { pathname: '/mapa' } },
    clock: FIXTURE_NOW,
  },
  args: {
    data: fixtureMapData,
    landmarks: fixtureLandmarks,
    initialLink: { place: null, floorCode: null },
    locale: 'pt',
    listId: 'lista-de-locais',
  },
} satisfies Meta<typeof MapExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeFloor: Story = {};

/** `/mapa?restaurante=mesa-mineira`: the food-court floor, zoomed on the restaurant, its card open. */
export const DeepLinkToRestaurant: Story = {
  args: { initialLink: { place: { kind: 'restaurant', slug: 'mesa-mineira' }, floorCode: null } },
};

/** `/mapa?andar=L2` */
export const SecondFloor: Story = { args: { initialLink: { place: null, floorCode: 'L2' } } };

/** a car-park level (ADR 0077): areas, no units, the legend's car-park entries */
export const CarParkFloor: Story = { args: { initialLink: { place: null, floorCode: 'G1' } } };

export const NoFloors: Story = { args: { data: { ...fixtureMapData, floors: [] } } };
