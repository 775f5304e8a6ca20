import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OpeningHoursPopover } from '@/features/site-shell/OpeningHoursPopover';
import { siteSettings, wednesdayAfternoon } from '../site-settings/fixtures';

const meta = {
  title: 'Layout/OpeningHoursPopover',
  component: OpeningHoursPopover,
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'var(--surface-brand)',
          color: 'var(--text-on-brand)',
          padding: '0.5rem',
          minHeight: '26rem',
        }}
      >
        <Story />
      </div>
    ),
  ],
  args: { mallHours: siteSettings.mallHours, holidays: siteSettings.holidays },
  parameters: { clock: wednesdayAfternoon },
} satisfies Meta<typeof OpeningHoursPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { expanded: false });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // the week's table loads with its texts when the popover first opens (ADR 0095)
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

export const Unavailable: Story = { args: { mallHours: null } };
