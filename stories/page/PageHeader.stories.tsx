import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PageHeader } from '@/components/page/PageHeader';
import { gradientImage } from './fixtures';

const meta = {
  title: 'Page/PageHeader',
  component: PageHeader,
  args: {
    title: 'Sobre o Jacarandá',
    lead: 'Um shopping que nasceu entre as árvores do Belvedere e virou ponto de encontro de Belo Horizonte.',
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCover: Story = {
  args: { cover: gradientImage(1600, 700, 'A fachada do Shopping Jacarandá ao entardecer') },
};
export const WithTrail: Story = {
  args: {
    title: 'Nossos projetos',
    eyebrow: 'Instituto Jacarandá',
    breadcrumbs: [{ label: 'Instituto Jacarandá', href: '/sobre' }],
  },
};
export const WithoutBreadcrumbs: Story = { args: { title: 'Busca', showBreadcrumbs: false } };
