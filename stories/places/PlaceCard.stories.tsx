import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { MallHoursProvider } from '@/features/places/MallHoursProvider';
import { PlaceCard } from '@/features/places/PlaceCard';
import { BOTECO, CASA_AROEIRA, DRONE_ALTO, STORY_AT, storyMall } from './place-fixtures';

const meta = {
  title: 'Places/PlaceCard',
  component: PlaceCard,
  args: { place: CASA_AROEIRA, at: STORY_AT },
  decorators: [
    (Story) => (
      <MallHoursProvider mall={storyMall}>
        <div style={{ maxWidth: '24rem' }}>
          <Story />
        </div>
      </MallHoursProvider>
    ),
  ],
} satisfies Meta<typeof PlaceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Store: Story = {};
export const Restaurant: Story = { args: { place: BOTECO } };
export const InvalidHours: Story = { args: { place: DRONE_ALTO } };
export const WithoutLogo: Story = { args: { place: { ...CASA_AROEIRA, logo: null, name: 'Empório Serra do Cipó' } } };
