import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { JobOpeningList } from '@/features/opportunity/JobOpeningList';

const meta = {
  title: 'Opportunity/JobOpeningList',
  component: JobOpeningList,
  args: {
    openings: [
      {
        id: 'j1',
        title: 'Vendedor(a) de móveis e decoração',
        slug: 'vendedor-casa-aroeira',
        employer: 'Casa Aroeira',
        employmentType: 'full_time',
        publishedOn: '2026-11-10',
        closesOn: '2026-11-30',
        description: 'Atendimento consultivo, montagem de ambientes e pós-venda.',
      },
      {
        id: 'j2',
        title: 'Estágio em marketing',
        slug: 'estagio-marketing',
        employer: 'Shopping Jacarandá',
        employmentType: 'internship',
        publishedOn: '2026-11-15',
        closesOn: null,
        description: 'Apoio às campanhas sazonais e às redes sociais do shopping.',
      },
      {
        id: 'j3',
        title: 'Barista para o Natal',
        slug: 'barista-natal',
        employer: 'Café Ipê',
        employmentType: 'temporary',
        publishedOn: '2026-11-18',
        closesOn: '2026-12-05',
      },
    ],
  },
} satisfies Meta<typeof JobOpeningList>;
export default meta;
export const ThreeOpenings: StoryObj<typeof meta> = {};
export const NoOpenings: StoryObj<typeof meta> = { args: { openings: [] } };
