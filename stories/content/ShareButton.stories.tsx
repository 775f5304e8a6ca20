import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ShareButton } from '@/components/content/ShareButton';

const meta = {
  title: 'Content/ShareButton',
  component: ShareButton,
  args: { title: 'Festival de Inverno traz música mineira ao Jardim Central', url: 'https://shoppingjacaranda.com.br/artigo/festival-de-inverno' },
} satisfies Meta<typeof ShareButton>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
