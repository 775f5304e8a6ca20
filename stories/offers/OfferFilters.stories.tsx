import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { OfferFilters } from '@/features/offers/OfferFilters';
import { NO_CRITERIA } from '@/features/offers/model/offer-list';

const meta = {
  title: 'Offers/OfferFilters',
  component: OfferFilters,
  args: {
    criteria: NO_CRITERIA,
    categories: [
      { value: 'casa', name: 'Casa e decoração' },
      { value: 'japonesa', name: 'Japonesa' },
      { value: 'tecnologia', name: 'Tecnologia' },
    ],
    floors: [
      { value: 'l1', name: 'Piso Jardim' },
      { value: 'l2', name: 'Piso Ipê' },
      { value: 'l3', name: 'Piso Jacarandá' },
    ],
    places: [
      { value: 'bit-gamer', name: 'Bit Gamer' },
      { value: 'casa-aroeira', name: 'Casa Aroeira' },
      { value: 'sushi-kaze', name: 'Sushi Kazê' },
    ],
  },
  parameters: { nextjs: { appDirectory: true } },
} satisfies Meta<typeof OfferFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unfiltered: Story = {};
export const Filtered: Story = {
  args: { criteria: { category: 'tecnologia', floor: 'l3', place: 'bit-gamer', endingSoon: true, page: 1 } },
};
