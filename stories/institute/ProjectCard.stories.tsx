import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ProjectCard, ProjectGrid } from '@/features/institute/ProjectCard';
import { gradientImage } from '../page/fixtures';

const project = {
  id: 'p1',
  slug: 'jardins-de-leitura',
  title: 'Jardins de Leitura',
  summary: 'Bibliotecas comunitárias em doze escolas públicas da região do Barreiro.',
  year: 2021,
  cover: gradientImage(800, 533, 'Crianças lendo em uma biblioteca ao ar livre', '#5d3b91', '#f6f2fb'),
};

const meta = {
  title: 'Institute/ProjectCard',
  component: ProjectCard,
  args: { project, product: 'jacaranda' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProjectCard>;
export default meta;
export const Single: StoryObj<typeof meta> = {};
export const Grid: StoryObj<typeof meta> = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ProjectGrid
      product="jacaranda"
      projects={[
        project,
        {
          ...project,
          id: 'p2',
          slug: 'mata-viva',
          title: 'Mata Viva',
          year: 2022,
          summary: 'Reflorestamento de nascentes na Serra do Curral.',
        },
        {
          ...project,
          id: 'p3',
          slug: 'atelie-aberto',
          title: 'Ateliê Aberto',
          year: 2024,
          summary: 'Oficinas de cerâmica e tecelagem com mestres do Vale.',
          cover: null,
        },
      ]}
    />
  ),
};
