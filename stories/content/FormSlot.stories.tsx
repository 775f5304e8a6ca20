import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { FormSlot } from '@/components/content/FormSlot';

const meta = {
  title: 'Content/FormSlot',
  component: FormSlot,
  args: {
    id: 'formulario-contato',
    title: 'Envie uma mensagem',
    children: <p>O formulário de contato estará disponível em breve. Enquanto isso, fale com a gente pelos canais desta página.</p>,
  },
} satisfies Meta<typeof FormSlot>;
export default meta;
export const ContactForm: StoryObj<typeof meta> = {};
