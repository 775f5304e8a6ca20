import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ContrastToggle } from '@/features/accessibility/ContrastToggle';

const meta = {
  title: 'Accessibility/ContrastToggle',
  component: ContrastToggle,
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'var(--surface-brand)',
          color: 'var(--text-on-brand)',
          padding: '0.5rem',
          display: 'inline-block',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContrastToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InHeaderBand: Story = {};
