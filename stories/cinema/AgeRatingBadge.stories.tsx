import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AgeRatingBadge } from '@/features/cinema/AgeRatingBadge';
import { AGE_RATINGS } from '@/features/cinema/movie-types';

const meta = { title: 'Cinema/AgeRatingBadge', component: AgeRatingBadge, args: { rating: '14' } } satisfies Meta<
  typeof AgeRatingBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Single: Story = {};
export const AllRatings: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {AGE_RATINGS.map((rating) => (
        <AgeRatingBadge key={rating} {...args} rating={rating} />
      ))}
    </div>
  ),
};
export const Large: Story = { args: { rating: '18', size: 'lg' } };
