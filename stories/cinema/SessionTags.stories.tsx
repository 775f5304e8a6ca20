import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { SessionTags } from '@/features/cinema/SessionTags';
import { SessionTagLegend } from '@/features/cinema/SessionTagLegend';
import { SESSION_TAGS } from '@/features/cinema/model/session-tags';

/** The session chips with their legend: text a phone can read, no tooltip needed. */
const meta = {
  title: 'Cinema/SessionTags',
  component: SessionTags,
  args: { tags: ['libras', 'audio_description', 'closed_captions', 'dubbed', '3D'] },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      <SessionTags {...args} />
      <SessionTagLegend tags={args.tags} />
    </div>
  ),
} satisfies Meta<typeof SessionTags>;
export default meta;

export const WithLegend: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the chip's code is shown, its meaning is what a screen reader hears; the legend spells it out
    await expect(canvas.getByRole('list', { name: /Recursos da sessão|Showtime features/ })).toBeVisible();
    await expect(canvas.getAllByText('AD')).toHaveLength(2);
    await expect(canvas.getAllByText(/Audiodescrição para|Audio description for/)).toHaveLength(2);
  },
};

export const EveryTag: StoryObj<typeof meta> = { args: { tags: SESSION_TAGS.filter((tag) => tag !== '2D') } };
