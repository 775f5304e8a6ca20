import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ServicesStrip } from '@/features/home/ServicesStrip';

const meta = {
  title: 'Home/ServicesStrip',
  component: ServicesStrip,
  parameters: { layout: 'padded' },
  args: {
    services: [
      { id: 's1', name: 'Estacionamento', icon: 'parking', href: '/servicos#estacionamento' },
      { id: 's2', name: 'Espaço Pet', icon: 'pet', href: '/servicos#espaco-pet' },
      { id: 's3', name: 'Bicicletário', icon: 'bike', href: '/servicos#bicicletario' },
      { id: 's4', name: 'Empréstimo de carrinhos e cadeiras de rodas', icon: 'wheelchair', href: '/servicos#emprestimo' },
      { id: 's5', name: 'Fraldário', icon: 'family_room', href: '/servicos#fraldario' },
      { id: 's6', name: 'Wi-Fi gratuito', icon: 'wifi', href: '/servicos#wi-fi' },
      { id: 's7', name: 'Achados e perdidos', icon: 'lost_found', href: '/servicos#achados-e-perdidos' },
      { id: 's8', name: 'Balcão de informações', icon: 'info', href: '/servicos#informacoes' },
    ],
  },
} satisfies Meta<typeof ServicesStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightServices: Story = {};
