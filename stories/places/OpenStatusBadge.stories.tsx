import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { OpenStatusBadge } from '@/features/places/OpenStatusBadge';
import {
  ALMA_BOHO,
  BOTECO,
  DRONE_ALTO,
  STORY_ALMOST_CLOSING,
  STORY_AT,
  storyMall,
  VEU_DE_NOIVA,
} from './place-fixtures';

const meta = {
  title: 'Places/OpenStatusBadge',
  component: OpenStatusBadge,
  args: { place: ALMA_BOHO.hours, mall: storyMall, at: STORY_AT, showNextChange: true, size: 'sm' },
} satisfies Meta<typeof OpenStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The badge re-reads the clock on mount, so the stories show "now"; the server instant only seeds the first render. */
export const SectorStore: Story = {};
export const AboutToClose: Story = { args: { at: STORY_ALMOST_CLOSING } };
export const BarPastMidnight: Story = { args: { place: BOTECO.hours, size: 'md' } };
export const HoursUnavailable: Story = { args: { place: VEU_DE_NOIVA.hours } };
export const HoursInvalid: Story = { args: { place: DRONE_ALTO.hours } };
export const WithoutNextChange: Story = { args: { showNextChange: false } };
