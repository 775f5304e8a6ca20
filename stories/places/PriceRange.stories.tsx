import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PriceRange } from '@/features/places/PriceRange';

const meta = { title: 'Places/PriceRange', component: PriceRange, args: { value: 2 } } satisfies Meta<
  typeof PriceRange
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Moderate: Story = {};
export const Premium: Story = { args: { value: 4 } };
