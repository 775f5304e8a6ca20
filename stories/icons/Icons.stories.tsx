import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import { ICON_NAMES, Icon } from '@/components/icons/icons';

/** Every symbol of the icon sprite, at the size a page draws it, in the theme's text colour. */
const meta = {
  title: 'Icons/Sprite',
  component: Icon,
  args: { name: 'bag', size: 32 },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: ({ size }) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1.5rem 1rem',
        listStyle: 'none',
        padding: 0,
        color: 'var(--text)',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  // a symbol the sprite lacks, or a sprite that did not load, draws nothing: an empty box
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      const blank = [...canvasElement.querySelectorAll('use')]
        .filter((use) => use.getBBox().width === 0)
        .map((use) => use.getAttribute('href'));
      expect(blank).toEqual([]);
    });
  },
};

export const One: Story = {};
