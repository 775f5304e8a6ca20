import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PlaceShareButton } from '@/components/places/PlaceShareButton';

const meta = {
  title: 'Places/PlaceShareButton',
  component: PlaceShareButton,
  args: { title: 'Alma Boho', text: 'Vestidos fluidos, franjas e acessórios étnicos.', url: 'https://shoppingjacaranda.example/loja/alma-boho/alma-boho' },
} satisfies Meta<typeof PlaceShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
