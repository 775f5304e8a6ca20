import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { DirectionsPanel } from '@/features/wayfinding/DirectionsPanel';
import { RouteSteps } from '@/features/wayfinding/RouteSteps';
import { StartPicker } from '@/features/wayfinding/StartPicker';

/** Directions inside the mall (issue 24): the start picker and the route's steps, in both themes. */
const meta = {
  title: 'Wayfinding/Directions',
  parameters: { layout: 'padded', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta;
export default meta;

const places = [
  { token: 'casa-aroeira', name: 'Casa Aroeira', group: 'place', floorId: 'l1', key: 'l1/a' },
  { token: 'cafe-do-ipe', name: 'Café do Ipê', group: 'place', floorId: 'l2', key: 'l2/b' },
  { token: 'entrada-principal', name: 'Entrada principal', group: 'entrance', floorId: 'l1', key: 'l1/e' },
  { token: 'estacionamento-g1', name: 'Estacionamento G1', group: 'parking', floorId: 'l1', key: 'l1/p' },
] as const;

const route = {
  metres: 180,
  seconds: 205,
  rides: ['lift' as const],
  legs: [],
  steps: [
    { kind: 'start' as const, place: 'Entrada principal', floor: 'Piso Jardim' },
    { kind: 'walk' as const, metres: 50, turn: 'left' as const },
    { kind: 'pass' as const, landmark: 'o átrio central', side: 'right' as const },
    { kind: 'ride' as const, connector: 'lift' as const, name: 'o elevador panorâmico', floor: 'Piso Ipê', up: true },
    { kind: 'walk' as const, metres: 35, turn: null },
    { kind: 'arrive' as const, place: 'Café do Ipê', side: 'left' as const },
  ],
};

export const StartChoice: StoryObj = {
  render: () => <StartPicker purpose="start" places={places} onPick={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(canvas.getAllByRole('button').length).toBeGreaterThanOrEqual(2);
  },
};

export const Steps: StoryObj = {
  render: () => <RouteSteps route={route} stepFree headingId="steps" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Panel: StoryObj = {
  render: () => (
    <DirectionsPanel
      link={{ from: 'entrada-principal', to: 'cafe-do-ipe', stepFree: true }}
      route={{
        ready: true,
        places: [...places],
        from: places[2],
        to: places[1],
        planned: {
          ok: true,
          route: {
            ...route,
            legs: [
              { floorId: 'l1', points: [], exit: null },
              { floorId: 'l2', points: [], exit: null },
            ],
          },
        },
      }}
      onChange={() => {}}
      onClose={() => {}}
      takeFocus={false}
      floorName={(id) => (id === 'l1' ? 'Piso Jardim' : 'Piso Ipê')}
      shownFloorId="l1"
      onShowFloor={() => {}}
    />
  ),
};

export const NoStepFreeRoute: StoryObj = {
  render: () => (
    <DirectionsPanel
      link={{ from: 'entrada-principal', to: 'cafe-do-ipe', stepFree: true }}
      route={{
        ready: true,
        places: [...places],
        from: places[2],
        to: places[1],
        planned: { ok: false, reason: 'no-route' },
      }}
      onChange={() => {}}
      onClose={() => {}}
      takeFocus={false}
      floorName={(id) => id}
      shownFloorId="l1"
      onShowFloor={() => {}}
    />
  ),
};
