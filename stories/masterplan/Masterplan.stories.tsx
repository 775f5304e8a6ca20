import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { MasterplanPhases } from '@/features/masterplan/MasterplanPhases';
import { MasterplanPlan } from '@/features/masterplan/MasterplanPlan';
import type { Phase, Site } from '@/features/masterplan/model/masterplan-content';

const site: Site = {
  site: { x: 40, y: 110, w: 930, h: 460 },
  existing: { x: 70, y: 150, w: 490, h: 300, label: 'Shopping Jacarandá hoje' },
  streets: [
    { name: 'Av. Luiz Paulo Franco', x1: 40, y1: 590, x2: 970, y2: 590 },
    { name: 'Rua Jornalista Djalma Andrade', x1: 40, y1: 90, x2: 970, y2: 90 },
  ],
};

const phases: Phase[] = [
  {
    key: 'solar',
    number: 1,
    name: 'Cobertura solar do estacionamento',
    summary: 'Painéis geram 30% da energia do shopping.',
    year: 2026,
    status: 'done',
    use: 'parking',
    areaM2: 12000,
    shape: { x: 70, y: 470, w: 490, h: 80 },
  },
  {
    key: 'praca',
    number: 2,
    name: 'Praça dos Ipês',
    summary: '4 mil m² de área verde aberta ao público.',
    year: 2027,
    status: 'in_progress',
    use: 'green',
    areaM2: 4000,
    shape: { x: 580, y: 150, w: 180, h: 300 },
  },
  {
    key: 'boulevard',
    number: 3,
    name: 'Boulevard gastronômico',
    summary: '14 restaurantes com terraço.',
    year: 2028,
    status: 'planned',
    use: 'dining',
    areaM2: 6500,
    shape: { x: 780, y: 150, w: 170, h: 150 },
  },
  {
    key: 'torre',
    number: 4,
    name: 'Torre corporativa',
    summary: 'Escritórios, coworking e centro médico.',
    year: 2029,
    status: 'planned',
    use: 'office',
    areaM2: 18000,
    shape: { x: 780, y: 320, w: 170, h: 130 },
  },
];

/** The masterplan drawn from the CMS's phases, and the same phases as a timeline (its text alternative). */
const meta = {
  title: 'Masterplan/Plan and phases',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

export const PlanAndTimeline: StoryObj = {
  render: () => (
    <section aria-labelledby="etapas-story">
      <h2 id="etapas-story">Etapas</h2>
      <MasterplanPlan site={site} phases={phases} titleId="planta-story" />
      <MasterplanPhases phases={phases} headingId="etapas-story" />
    </section>
  ),
};

/** Without a site in the CMS, the phases still draw on a blank ground. */
export const PhasesOnly: StoryObj = {
  render: () => <MasterplanPlan site={null} phases={phases} titleId="planta-sem-terreno" />,
};

export const OnAPhone: StoryObj = { ...PlanAndTimeline, globals: { viewport: { value: 'mobile1', isRotated: false } } };
