import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { TicketPrices } from '@/features/cinema/TicketPrices';

const meta = {
  title: 'Cinema/TicketPrices',
  component: TicketPrices,
  args: {
    prices: [
      { label: 'Inteira', priceCents: 3800 },
      { label: 'Meia-entrada', priceCents: 1900, note: 'Estudantes, pessoas com 60+ e PcD, com documento' },
      { label: 'Terça promocional', priceCents: 2200 },
      { label: 'Sala IMAX (inteira)', priceCents: 5200 },
    ],
    halfPriceRules: (
      <p>
        Estudantes, professores da rede pública, pessoas com 60 anos ou mais e pessoas com deficiência pagam
        meia-entrada, com documento.
      </p>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketPrices>;
export default meta;
export const PricesAndRules: StoryObj<typeof meta> = {};
