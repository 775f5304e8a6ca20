import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ServiceList } from '@/features/services/ServiceList';

const meta = {
  title: 'Services/ServiceList',
  component: ServiceList,
  args: {
    services: [
      {
        id: 's1',
        slug: 'wifi',
        name: 'Wi-Fi gratuito',
        icon: 'wifi',
        description: 'Rede "Jacarandá Livre" em todos os pisos, sem cadastro.',
      },
      {
        id: 's2',
        slug: 'fraldario',
        name: 'Fraldário',
        icon: 'family_room',
        description: 'Trocadores, sala de amamentação e micro-ondas.',
        floorName: 'Piso 1',
        unit: 'L1-120',
      },
      {
        id: 's3',
        slug: 'estacionamento',
        name: 'Estacionamento',
        icon: 'parking',
        description: '1.800 vagas cobertas, com recarga para carros elétricos.',
        floorName: 'Subsolo',
        phone: '+55 31 3333-0101',
      },
      {
        id: 's4',
        slug: 'cadeira-de-rodas',
        name: 'Empréstimo de cadeira de rodas',
        icon: 'wheelchair',
        description: 'Retire no Balcão de Informações com um documento.',
        floorName: 'Piso 1',
        unit: 'L1-001',
      },
      {
        id: 's5',
        slug: 'area-pet',
        name: 'Área pet',
        icon: 'pet',
        description: 'Bebedouros e espaço para descanso, ao lado da Praça das Flores.',
        floorName: 'Piso 2',
      },
    ],
  },
} satisfies Meta<typeof ServiceList>;
export default meta;
export const FiveServices: StoryObj<typeof meta> = {};
