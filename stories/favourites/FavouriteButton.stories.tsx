import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FavouriteButton } from '@/features/favourites/FavouriteButton';
import { STORAGE_KEY } from '@/features/favourites/model/favourites-store';

const meta = {
  title: 'Favourites/FavouriteButton',
  component: FavouriteButton,
  args: { kind: 'store', id: 'store-casa-aroeira', name: 'Casa Aroeira' },
  decorators: [
    (Story) => {
      localStorage.removeItem(STORAGE_KEY);
      return <Story />;
    },
  ],
} satisfies Meta<typeof FavouriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** the card's heart: pressing it is announced as the button's state */
export const Icon: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Labelled: Story = { args: { variant: 'labelled' } };
export const LabelledPressed: Story = {
  args: { variant: 'labelled' },
  decorators: [
    (Story) => {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([{ kind: 'store', id: 'store-casa-aroeira' }]));
      return <Story />;
    },
  ],
};
