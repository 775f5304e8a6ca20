import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { FloorTabs, type FloorTab } from '@/features/map/FloorTabs';

const floors: FloorTab[] = [
  { id: 'floor-l1', code: 'L1', name: 'Piso Jardim' },
  { id: 'floor-l2', code: 'L2', name: 'Piso Ipê' },
  { id: 'floor-l3', code: 'L3', name: 'Piso Jacarandá' },
];

function Interactive({ floors: list }: { floors: FloorTab[] }) {
  const [active, setActive] = useState('floor-l1');
  return (
    <>
      <FloorTabs
        label="Pisos do shopping"
        floors={list}
        activeId={active}
        onSelect={setActive}
        tabId={(id) => `tab-${id}`}
        panelId="painel"
      />
      <div id="painel" role="tabpanel" aria-labelledby={`tab-${active}`} style={{ padding: '1rem 0' }}>
        {list.find((f) => f.id === active)?.name}
      </div>
    </>
  );
}

const meta = {
  title: 'Map/FloorTabs',
  component: Interactive,
  args: { floors },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Floors: Story = {};

export const WithSearchCounts: Story = {
  args: {
    floors: floors.map((f, i) => ({
      ...f,
      matches: [0, 12, 1][i],
      matchesLabel: ['nenhum resultado', '12 resultados', '1 resultado'][i],
    })),
  },
};
