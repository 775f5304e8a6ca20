import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { HomeSection } from '@/features/home/HomeSection';
import { SeeAllLink } from '@/features/home/SeeAllLink';

const meta = {
  title: 'Home/HomeSection',
  component: HomeSection,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'lojas-em-destaque',
    eyebrow: 'Lojas',
    title: 'Lojas em destaque',
    action: <SeeAllLink href="/lojas">Ver todas as lojas</SeeAllLink>,
    children: <p>Os cartões das lojas ficam aqui.</p>,
  },
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Soft: Story = {
  args: {
    tone: 'soft',
    eyebrow: 'Gastronomia',
    title: 'Para comer e beber',
    action: <SeeAllLink href="/gastronomia">Ver toda a gastronomia</SeeAllLink>,
  },
};
