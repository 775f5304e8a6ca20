import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';

const meta = {
  title: 'Page/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    trail: [{ label: 'Acontece Aqui', href: '/artigos' }],
    current: 'Festival de Inverno traz música mineira ao Jardim Central',
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
export const ArticleTrail: StoryObj<typeof meta> = {};
export const TopLevel: StoryObj<typeof meta> = { args: { trail: [], current: 'Serviços' } };
