import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ServicesStrip } from '@/features/home/ServicesStrip';

const meta = {
  title: 'Home/ServicesStrip',
  component: ServicesStrip,
  parameters: { layout: 'padded' },
  args: {
    services: [
      { id: 's1', name: 'Estacionamento', icon: 'parking', href: { pathname: '/servicos', hash: 'estacionamento' } },
      { id: 's2', name: 'Espaço Pet', icon: 'pet', href: { pathname: '/servicos', hash: 'espaco-pet' } },
      { id: 's3', name: 'Bicicletário', icon: 'bike', href: { pathname: '/servicos', hash: 'bicicletario' } },
      {
        id: 's4',
        name: 'Empréstimo de carrinhos e cadeiras de rodas',
        icon: 'wheelchair',
        href: { pathname: '/servicos', hash: 'emprestimo' },
      },
      { id: 's5', name: 'Fraldário', icon: 'family_room', href: { pathname: '/servicos', hash: 'fraldario' } },
      { id: 's6', name: 'Wi-Fi gratuito', icon: 'wifi', href: { pathname: '/servicos', hash: 'wi-fi' } },
      {
        id: 's7',
        name: 'Achados e perdidos',
        icon: 'lost_found',
        href: { pathname: '/servicos', hash: 'achados-e-perdidos' },
      },
      { id: 's8', name: 'Balcão de informações', icon: 'info', href: { pathname: '/servicos', hash: 'informacoes' } },
    ],
  },
} satisfies Meta<typeof ServicesStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightServices: Story = {};
