import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import type { CanvasUnit } from '@/features/map/FloorPlanCanvas';
import { FloorPlanCanvas } from '@/features/map/FloorPlanCanvas';
import { fixtureMapData } from './map-fixtures';
import { MapPatterns } from '@/features/map/map-icons';
import theme from '@/features/map/map-theme.module.css';

const floor = fixtureMapData.floors.find((f) => f.code === 'L1')!;
const plan = floor.plan!;
const units = new Map<string, CanvasUnit>(
  fixtureMapData.places
    .filter((p) => p.floorId === floor.id && p.unit)
    .map((p) => [p.unit!, { code: p.unit!, label: `${p.name}, ${p.kind} ${p.unit}`, shortName: p.name }]),
);

const meta = {
  title: 'Map/FloorPlanCanvas',
  component: FloorPlanCanvas,
  decorators: [
    (Story) => (
      <div className={theme.mapTheme} style={{ maxWidth: 1100 }}>
        <MapPatterns />
        <Story />
      </div>
    ),
  ],
  args: {
    plan,
    title: `Planta do ${floor.name}`,
    units,
    highlighted: null,
    selectedUnit: null,
    locale: 'pt',
    view: { scale: 1, x: 0, y: 0 },
    onViewChange: fn(),
    onActivateUnit: fn(),
  },
} satisfies Meta<typeof FloorPlanCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plan: Story = {};

export const SearchHighlight: Story = { args: { highlighted: new Set([...units.keys()].slice(0, 3)) } };

export const SelectedUnit: Story = { args: { selectedUnit: [...units.keys()][0] ?? null } };

export const ZoomedIn: Story = { args: { view: { scale: 2.5, x: -300, y: -200 } } };

/** a car-park level (ADR 0077): lanes, bays, priority and EV bays, zebra walkways and the lift lobby; no units */
const carPark = fixtureMapData.floors.find((f) => f.code === 'G1')!;
export const CarParkLevel: Story = {
  args: { plan: carPark.plan!, title: `Planta do ${carPark.name}`, units: new Map() },
};

export const CarParkLevelZoomed: Story = {
  args: { ...CarParkLevel.args, view: { scale: 2.5, x: -420, y: -180 } },
};
