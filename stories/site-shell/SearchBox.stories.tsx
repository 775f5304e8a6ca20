import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchBox } from '@/features/site-shell/SearchBox';
import type { SuggestionsAnswer } from '@/features/search/model/suggestions';

const ANSWER: SuggestionsAnswer = {
  query: 'restaurantes',
  total: 31,
  suggestions: [
    { kind: 'section', title: 'Gastronomia', href: '/gastronomia', detail: 'Seção do site' },
    {
      kind: 'restaurant',
      title: 'Café Coado Serrano',
      href: '/gastronomia/cafe-coado-serrano/cafe-coado-serrano',
      detail: 'Cafeteria · Piso Jardim · L1-111',
    },
    {
      kind: 'restaurant',
      title: 'Fogão de Lenha Dona Zica',
      href: '/gastronomia/fogao-de-lenha/fogao-de-lenha-dona-zica',
      detail: 'Mineira · Piso Jacarandá · L3-301',
    },
    {
      kind: 'article',
      title: 'Festival Sabores de Minas reúne 12 restaurantes',
      href: '/artigo/sabores-de-minas',
      detail: 'Gastronomia · 12 de nov. de 2026',
    },
  ],
};

const meta = {
  title: 'Layout/SearchBox',
  component: SearchBox,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem', minHeight: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSuggestions: Story = {};
export const FieldOnly: Story = { args: { showSuggestions: false } };

/** Typing opens the suggestions (the endpoint answered by a stand-in); arrow keys choose. */
export const Typing: Story = {
  beforeEach: () => {
    const original = window.fetch;
    window.fetch = async (input, init) =>
      String(input).startsWith('/api/search')
        ? new Response(JSON.stringify(ANSWER), { headers: { 'Content-Type': 'application/json' } })
        : original(input, init);
    return () => {
      window.fetch = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'restaurantes');
    const listbox = await canvas.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  },
};
