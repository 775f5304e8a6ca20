import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SearchBox } from '@/components/layout/SearchBox';

const meta = {
  title: 'Layout/SearchBox',
  component: SearchBox,
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}><Story /></div>],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSuggestions: Story = {};
export const FieldOnly: Story = { args: { showSuggestions: false } };
