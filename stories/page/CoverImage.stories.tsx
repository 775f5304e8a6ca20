import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CoverImage } from '@/components/page/CoverImage';
import { gradientImage } from './fixtures';

const meta = {
  title: 'Page/CoverImage',
  component: CoverImage,
  args: { image: gradientImage(1600, 900, 'O Jardim Central com os jacarandás floridos'), sizes: '100vw' },
} satisfies Meta<typeof CoverImage>;
export default meta;
export const Rounded: StoryObj<typeof meta> = {};
export const EdgeToEdge: StoryObj<typeof meta> = { args: { rounded: false } };
