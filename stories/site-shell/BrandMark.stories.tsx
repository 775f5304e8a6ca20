import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { BrandMark } from '@/features/site-shell/BrandMark';

const meta = { title: 'Layout/BrandMark', component: BrandMark, args: { size: 96 } } satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};
export const Small: Story = { args: { size: 32 } };
