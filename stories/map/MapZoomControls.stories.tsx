import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { MapZoomControls } from '@/features/map/MapZoomControls';

const meta = {
  title: 'Map/MapZoomControls',
  component: MapZoomControls,
  args: { canZoomIn: true, canZoomOut: false, isReset: true, onZoomIn: fn(), onZoomOut: fn(), onReset: fn() },
} satisfies Meta<typeof MapZoomControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeFloor: Story = {};
export const ZoomedIn: Story = { args: { canZoomOut: true, isReset: false } };
export const MaximumZoom: Story = { args: { canZoomIn: false, canZoomOut: true, isReset: false } };
