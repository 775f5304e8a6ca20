import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { MallHoursProvider } from '@/features/places/MallHoursProvider';
import { PlaceList } from '@/features/places/PlaceList';
import { NO_CRITERIA } from '@/features/places/model/place-list';
import { STORY_AT, STORY_PLACES, storyMall } from './place-fixtures';

const meta = {
  title: 'Places/PlaceList',
  component: PlaceList,
  args: {
    pathname: '/lojas',
    categoryParam: 'categoria',
    criteria: NO_CRITERIA,
    visible: STORY_PLACES,
    total: 121,
    nextPage: 2,
  },
  decorators: [
    (Story) => (
      <MallHoursProvider mall={storyMall}>
        <Story />
      </MallHoursProvider>
    ),
  ],
  parameters: { clock: STORY_AT, nextjs: { appDirectory: true } },
} satisfies Meta<typeof PlaceList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const AllShown: Story = { args: { total: STORY_PLACES.length, nextPage: null } };
export const Empty: Story = {
  args: { visible: [], total: 0, nextPage: null, criteria: { ...NO_CRITERIA, query: 'zzz' } },
};
