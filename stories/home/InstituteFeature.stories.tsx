import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { InstituteFeature } from '@/features/home/InstituteFeature';
import { sampleImage } from './home-fixtures';

const meta = {
  title: 'Home/InstituteFeature',
  component: InstituteFeature,
  parameters: { layout: 'fullscreen' },
  args: {
    headingId: 'instituto',
    name: 'Instituto Jacarandá',
    lead: 'O braço social do Shopping Jacarandá: educação, meio ambiente e cultura no entorno do shopping desde 2021.',
    cover: sampleImage(1200, 800, '#8e6bbf', '#1f6b3a', 'Jacarandás floridos numa praça'),
    href: { pathname: '/instituto/[product]', params: { product: 'jacaranda' } },
  },
} satisfies Meta<typeof InstituteFeature>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCover: Story = {};
export const WithoutCover: Story = { args: { cover: null } };
