import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ShareButton } from '@/components/share/ShareButton';

const meta = {
  title: 'Share/ShareButton',
  component: ShareButton,
  args: {
    title: 'Alma Boho',
    text: 'Vestidos fluidos, franjas e acessórios étnicos.',
    url: 'https://shoppingjacaranda.example/loja/alma-boho/alma-boho',
  },
} satisfies Meta<typeof ShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Store: Story = {};
export const Article: Story = {
  args: {
    title: 'Festival de Inverno traz música mineira ao Jardim Central',
    text: null,
    url: 'https://shoppingjacaranda.example/artigo/festival-de-inverno',
  },
};
