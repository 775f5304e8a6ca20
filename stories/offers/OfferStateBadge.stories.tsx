import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { OfferStateBadge } from '@/features/offers/OfferStateBadge';
import { BIT_GAMER_OFFER, STORY_AT, STORY_EVENING, SUSHI_TONIGHT, TWO_STORES } from './offer-fixtures';

const meta = {
  title: 'Offers/OfferStateBadge',
  component: OfferStateBadge,
  args: { offer: BIT_GAMER_OFFER, at: STORY_AT },
} satisfies Meta<typeof OfferStateBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {};
export const EndsTonight: Story = { args: { offer: SUSHI_TONIGHT, at: STORY_EVENING } };
export const Upcoming: Story = { args: { offer: TWO_STORES } };
export const Ended: Story = { args: { offer: SUSHI_TONIGHT, at: '2026-11-21T01:00:00Z' } };
