import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SectionHeading } from '@/components/page/SectionHeading';

const meta = {
  title: 'Page/SectionHeading',
  component: SectionHeading,
  args: { id: 'vagas', children: 'Vagas abertas', aside: '3 vagas abertas' },
} satisfies Meta<typeof SectionHeading>;
export default meta;
export const WithCount: StoryObj<typeof meta> = {};
