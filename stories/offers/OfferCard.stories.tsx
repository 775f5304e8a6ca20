import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { STORAGE_KEY } from '@/features/favourites/model/favourites-store';
import { OfferCard } from '@/features/offers/OfferCard';
import { BIT_GAMER_OFFER, STORY_AT, STORY_EVENING, SUSHI_TONIGHT, TWO_STORES } from './offer-fixtures';

const meta = {
  title: 'Offers/OfferCard',
  component: OfferCard,
  args: { offer: BIT_GAMER_OFFER, at: STORY_AT },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { nextjs: { appDirectory: true } },
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCoupon: Story = {};
export const EndsTonight: Story = { args: { offer: SUSHI_TONIGHT, at: STORY_EVENING } };
export const TwoStoresUpcoming: Story = { args: { offer: TWO_STORES } };
/** kept as a favourite on this device: the heart is pressed, and says so */
export const Favourite: Story = {
  decorators: [
    (Story) => {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([{ kind: 'offer', id: BIT_GAMER_OFFER.id }]));
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { pressed: true })).toBeVisible();
  },
};
